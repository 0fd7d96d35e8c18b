import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadingViewDelayMs } from '@web/config/app';
import { combineQueries, QueryView, type QueryState, type QueryViewPhase } from './query-view';

/** A query's state by hand, for the states a real query only passes through. */
function state<T>(over: Partial<QueryState<T>> = {}): QueryState<T> {
  return { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...over };
}

type Words = readonly string[];
const list = (words: Words) => (
  <ul aria-label="Words">
    {words.map((w) => (
      <li key={w}>{w}</li>
    ))}
  </ul>
);

/** A real useQuery over `load`, shown through QueryView; the test's client never retries by itself. */
function renderLoaded(load: () => Promise<Words>) {
  function Words() {
    const words = useQuery({ queryKey: ['words'], queryFn: load });
    return (
      <QueryView query={words} loading="Loading words..." error="Words could not be loaded.">
        {list}
      </QueryView>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Words />
    </QueryClientProvider>,
  );
}

describe('QueryView', () => {
  it('draws nothing while a load is fresh, then its loading text as a status once the delay has passed', () => {
    vi.useFakeTimers();
    render(
      <QueryView query={state<Words>({ isFetching: true })} loading="Loading words..." error="Failed.">
        {list}
      </QueryView>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading words...')).toBeNull();

    act(() => vi.advanceTimersByTime(loadingViewDelayMs - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading words...');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws the children with the data once it arrives', async () => {
    renderLoaded(async () => ['alpha', 'beta']);
    const words = await screen.findByRole('list', { name: 'Words' });
    expect([...words.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says a failed load in an alert with the page's words, and Try again loads it again", async () => {
    const load = vi.fn<() => Promise<Words>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['gamma']);
    renderLoaded(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Words could not be loaded.');
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('gamma')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes the alert from the error when given a function, names the button as the page does, or leaves it out', () => {
    const failed = state<Words>({ isError: true, error: new Error('Gateway unavailable') });
    const { rerender } = render(
      <QueryView query={failed} loading="Loading..." error={(e) => `Could not check: ${e.message}`} retry="Retry">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not check: Gateway unavailable$/);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(failed.refetch).toHaveBeenCalledTimes(1);

    rerender(
      <QueryView query={{ ...failed, isFetching: true }} loading="Loading..." error="Failed." retry="Retry">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();

    rerender(
      <QueryView query={failed} loading="Loading..." error="Failed." retry={false}>
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty node instead of the children when the data has nothing to show', () => {
    const { rerender } = render(
      <QueryView query={state<Words>({ data: [] })} loading="Loading..." error="Failed." isEmpty={(w) => w.length === 0} empty={<p>No words yet.</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('No words yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();

    rerender(
      <QueryView query={state<Words>({ data: ['delta'] })} loading="Loading..." error="Failed." isEmpty={(w) => w.length === 0} empty={<p>No words yet.</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('delta');
    expect(screen.queryByText('No words yet.')).toBeNull();
  });

  it('keeps the data shown while it refetches and when a refetch fails, the alert above it only where asked', () => {
    const stale = state<Words>({ data: ['old'], isFetching: true });
    const { rerender } = render(
      <QueryView query={stale} loading="Loading..." error="Failed.">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('old');
    expect(screen.queryByRole('status')).toBeNull();

    const failedAgain = { ...stale, isFetching: false, isError: true, error: new Error('down') };
    rerender(
      <QueryView query={failedAgain} loading="Loading..." error="Failed.">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('old');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <QueryView query={failedAgain} loading="Loading..." error="Failed." errorWithStaleData>
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('old');
  });

  it('offers what the page adds beside Try again on a failure, and nowhere else', () => {
    const back = <a href="/practice">Back to Practice</a>;
    const { rerender } = render(
      <QueryView query={state<Words>({ isError: true, error: new Error('down') })} loading="Loading..." error="Failed." actions={back}>
        {list}
      </QueryView>,
    );
    const failure = screen.getByRole('alert').parentElement!;
    expect(within(failure).getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(within(failure).getByRole('link', { name: 'Back to Practice' })).toHaveAttribute('href', '/practice');

    rerender(
      <QueryView query={state<Words>({ data: ['ready'] })} loading="Loading..." error="Failed." actions={back}>
        {list}
      </QueryView>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('wraps its own loading and failed views in the frame, saying which, and never the ready view', () => {
    vi.useFakeTimers();
    const frame = (view: ReactNode, phase: QueryViewPhase) => <section aria-label={`Words ${phase}`}>{view}</section>;
    const { rerender } = render(
      <QueryView query={state<Words>({ isFetching: true })} loading="Loading words..." error="Failed." frame={frame}>
        {list}
      </QueryView>,
    );
    act(() => vi.advanceTimersByTime(loadingViewDelayMs));
    expect(within(screen.getByRole('region', { name: 'Words loading' })).getByRole('status')).toHaveTextContent('Loading words...');

    rerender(
      <QueryView query={state<Words>({ isError: true, error: new Error('down') })} loading="Loading words..." error="Failed." frame={frame}>
        {list}
      </QueryView>,
    );
    expect(within(screen.getByRole('region', { name: 'Words failed' })).getByRole('alert')).toHaveTextContent('Failed.');

    rerender(
      <QueryView query={state<Words>({ data: ['epsilon'] })} loading="Loading words..." error="Failed." frame={frame}>
        {list}
      </QueryView>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('epsilon');
  });

  it('draws the children with null data: a query may answer "none"', () => {
    render(
      <QueryView query={state<string | null>({ data: null })} loading="Loading draft..." error="Failed.">
        {(draft) => <p>{draft ?? 'No draft saved.'}</p>}
      </QueryView>,
    );
    expect(screen.getByText('No draft saved.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('draws the fallback data, with no alert, where the spec keeps a failed load silent', () => {
    render(
      <QueryView query={state<Words>({ isError: true, error: new Error('down') })} loading="Loading..." fallbackData={['none']}>
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('none');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('combineQueries', () => {
  it('is ready when every query has data, in order, and loading until then', () => {
    const numbers = state<number>({ data: 3 });
    expect(combineQueries(state<string>({ data: 'a' }), numbers).data).toEqual(['a', 3]);
    const waiting = combineQueries(state<string>({ isFetching: true }), numbers);
    expect(waiting).toMatchObject({ data: undefined, isError: false, isFetching: true });
  });

  it('fails with the first failure, and loads again only the queries that failed', async () => {
    const ok = state<string>({ data: 'a' });
    const broken = state<number>({ isError: true, error: new Error('first') });
    const combined = combineQueries(ok, broken, state<number>({ isError: true, error: new Error('second') }));
    expect(combined).toMatchObject({ data: undefined, isError: true, error: new Error('first') });
    await combined.refetch();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('feeds QueryView the data of all its queries once the last has arrived', async () => {
    function Summary() {
      const name = useQuery({ queryKey: ['name'], queryFn: async () => 'Ada' });
      const solved = useQuery({ queryKey: ['solved'], queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(12), 150)) });
      return (
        <QueryView query={combineQueries(name, solved)} loading="Loading summary..." error="Failed.">
          {([who, count]) => <p>{`${who.toUpperCase()} solved ${count.toFixed(0)}`}</p>}
        </QueryView>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Summary />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading summary...');
    expect(await screen.findByText('ADA solved 12')).toBeInTheDocument();
  });
});
