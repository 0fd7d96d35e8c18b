import { type ReactNode, useId } from 'react';
import { type AlertOnFailure, type QueryState, QueryView } from './query-view';

export type PageQueryViewProps<T> = AlertOnFailure & {
  readonly query: QueryState<T>;
  /** The status text while loading, in the page's own words. */
  readonly loading: string;
  /** The page's name: its h1 while it loads, hidden (the status says the rest), so the route is never without one. */
  readonly title: string;
  /** The h1 over a failed load ('Error' where the spec says so). */
  readonly errorTitle: string;
  /** The ready page, which brings its own h1. */
  readonly children: (data: T) => ReactNode;
};

/**
 * QueryView for a route whose whole page is the data (a problem, a weekly challenge): until the data
 * is there, the loading and failed views stand in a page of their own, with a heading, since the
 * ready view's h1 comes with the data.
 */
export function PageQueryView<T>({ title, errorTitle, ...view }: PageQueryViewProps<T>) {
  const headingId = useId();
  return (
    <QueryView
      {...view}
      frame={(content, phase) => (
        <section className={phase === 'failed' ? 'page page--centered' : 'page'} aria-labelledby={headingId}>
          <h1 id={headingId} className={phase === 'loading' ? 'visually-hidden' : undefined}>
            {phase === 'loading' ? title : errorTitle}
          </h1>
          {content}
        </section>
      )}
    />
  );
}
