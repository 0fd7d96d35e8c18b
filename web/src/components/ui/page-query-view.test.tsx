import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadingViewDelayMs } from '@web/config/app';
import { PageQueryView } from './page-query-view';
import type { QueryState } from './query-view';

interface Problem {
  readonly title: string;
}

function state(over: Partial<QueryState<Problem>> = {}): QueryState<Problem> {
  return { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...over };
}

function Page({ query }: { readonly query: QueryState<Problem> }) {
  return (
    <PageQueryView
      query={query}
      loading="Loading problem..."
      title="Problem"
      errorTitle="Error"
      error="Failed to load problem. Please try again."
      actions={<a href="/practice">Back to Practice</a>}
    >
      {(problem) => (
        <article aria-labelledby="problem-title">
          <h1 id="problem-title">{problem.title}</h1>
        </article>
      )}
    </PageQueryView>
  );
}

describe('PageQueryView', () => {
  it("gives the loading route a page named by its title, hidden, and the loading text as the status's own words", () => {
    vi.useFakeTimers();
    render(<Page query={state({ isFetching: true })} />);
    const page = screen.getByRole('region', { name: 'Problem' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Problem' })).toHaveClass('visually-hidden');
    act(() => vi.advanceTimersByTime(loadingViewDelayMs));
    expect(screen.getByText('Loading problem...')).toHaveAttribute('role', 'status');
    expect(page).toContainElement(screen.getByRole('status'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed load under its own h1, with the alert, Try again and what the page adds', async () => {
    const query = state({ isError: true, error: new Error('boom') });
    render(<Page query={query} />);
    const page = screen.getByRole('region', { name: 'Error' });
    const heading = within(page).getByRole('heading', { level: 1, name: 'Error' });
    expect(heading).not.toHaveClass('visually-hidden');
    expect(within(page).getByRole('alert')).toHaveTextContent(/^Failed to load problem\. Please try again\.$/);
    expect(within(page).getByRole('link', { name: 'Back to Practice' })).toHaveAttribute('href', '/practice');
    await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('leaves the ready page to the children: their h1 is the only one', () => {
    render(<Page query={state({ data: { title: 'A + B' } })} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['A + B']);
    expect(screen.getByRole('article', { name: 'A + B' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
