import type { InfoDocument } from '../content/types';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { ContentBlock, RichText } from './rich-text';
import './info-pages.css';

/** A page of prose (legal and company pages): the title, the lead, an optional list of sections, the sections. */
export function DocumentPage({ document }: { readonly document: InfoDocument }) {
  const { title, lead, updated, contents, sections } = document;
  useScrollToHash();
  return (
    <article className="page info-page" aria-labelledby="page-title">
      <header className="info-page__header">
        <h1 id="page-title">{title}</h1>
        <p className="page__lead">
          <RichText text={lead} />
        </p>
        {updated ? (
          <p className="info-page__updated">
            Last updated <time dateTime={updated}>{formatDay(updated)}</time>
          </p>
        ) : null}
      </header>
      {contents ? (
        <nav className="info-page__contents" aria-labelledby="contents-title">
          <h2 id="contents-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="info-page__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** 2026-11-26 → 26 November 2026, the same in every timezone. */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
