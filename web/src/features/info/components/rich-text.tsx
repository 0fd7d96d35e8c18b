import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Block, Inline, RichText as RichTextValue, Table } from '../content/types';

function Piece({ piece }: { readonly piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong>{piece.strong}</strong>;
  if ('code' in piece) return <code>{piece.code}</code>;
  if ('email' in piece) return <a href={`mailto:${piece.email}`}>{piece.email}</a>;
  return <Link to={{ pathname: piece.to, search: piece.search ?? '' }}>{piece.label}</Link>;
}

/** The pieces of a paragraph, without the paragraph (for list items and headings' neighbours). */
export function RichText({ text }: { readonly text: RichTextValue }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => (
    <Fragment key={index}>
      <Piece piece={piece} />
    </Fragment>
  ));
}

/** A paragraph: plain text or a run of pieces (Array.isArray does not narrow readonly arrays). */
const isText = (block: Block): block is RichTextValue => typeof block === 'string' || Array.isArray(block);

/** A paragraph, a list of paragraphs, or a table. */
export function ContentBlock({ block }: { readonly block: Block }) {
  if (isText(block)) {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('table' in block) return <ContentTable table={block.table} />;
  const items = block.list.map((item, index) => (
    <li key={index}>
      <RichText text={item} />
    </li>
  ));
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function ContentTable({ table }: { readonly table: Table }) {
  return (
    <div className="info-table">
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
