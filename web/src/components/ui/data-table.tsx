import type { ReactNode } from 'react';
import { useOverflowsSideways } from '@web/lib/hooks/use-overflows-sideways';
import './data-table.css';

/** One column, defined once: its header and how each row fills its cell. */
export interface DataColumn<Row> {
  /** The header's text, which also names the column's cells to assistive technology. */
  readonly header: string;
  /** Read by screen readers only, where the cells show what they are (a column of buttons). */
  readonly headerHidden?: boolean;
  readonly cell: (row: Row) => ReactNode;
  /** Its cells name their rows (th scope="row"): a screen reader says the name with each cell of the row. */
  readonly rowHeader?: boolean;
  /** 'end' for figures, which then line up digit under digit. */
  readonly align?: 'start' | 'end';
  /** Free text (an error's detail) wraps; other cells keep to one line, and a wide table scrolls instead. */
  readonly wrap?: boolean;
  /** A class of the page's own on the column's header and cells. */
  readonly className?: string;
}

export interface DataTableProps<Row> {
  /** The table's name, as a caption for screen readers (the heading above it names it for the eye). */
  readonly caption: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string;
  /** data- attributes of a row, for the page's own styling or its end-to-end tests to find it by. */
  readonly rowData?: (row: Row) => Readonly<Record<`data-${string}`, string>>;
  /** A class of the page's own on the <table>. */
  readonly className?: string;
  /**
   * On a phone each row becomes a block (the page's CSS places its cells) rather than the table
   * scrolling sideways. The table's roles are then restated, as `display` drops them in some browsers.
   */
  readonly stackOnPhone?: boolean;
}

const restatedRoles = { table: 'table', rowgroup: 'rowgroup', row: 'row', columnheader: 'columnheader', rowheader: 'rowheader', cell: 'cell' } as const;
const nativeRoles: Partial<Record<keyof typeof restatedRoles, string>> = {};

function cellClasses({ align, wrap, className }: Pick<DataColumn<unknown>, 'align' | 'wrap' | 'className'>): string | undefined {
  const classes = [align === 'end' && 'data-table__cell--end', wrap && 'data-table__cell--wrap', className].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/**
 * The list every page shows as a table: a <table> named by its caption, a header cell per column
 * (scope="col") and, where a column names its rows, a header cell per row. Wider than its box (a
 * phone), it scrolls sideways inside its frame, never the page; it is then a named region in the
 * Tab order, so that a keyboard can scroll it too.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowData, className, stackOnPhone = false }: DataTableProps<Row>) {
  const { ref, overflows } = useOverflowsSideways<HTMLDivElement>();
  const role = stackOnPhone ? restatedRoles : nativeRoles;
  const scrollRegion = overflows ? { role: 'region', 'aria-label': `${caption}, scrollable`, tabIndex: 0 } : {};
  return (
    <div ref={ref} className={stackOnPhone ? 'data-table data-table--stack' : 'data-table'} {...scrollRegion}>
      <table className={className ? `data-table__table ${className}` : 'data-table__table'} role={role.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role={role.rowgroup}>
          <tr role={role.row}>
            {columns.map((column) => (
              <th key={column.header} scope="col" role={role.columnheader} className={cellClasses(column)}>
                {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role.rowgroup}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role={role.row} {...rowData?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" role={role.rowheader} className={cellClasses(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} role={role.cell} className={cellClasses(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
