import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount } from './pager';

/** A pager over `pages` pages that follows its own clicks. */
function Paged({ pages, previousText }: { readonly pages: number; readonly previousText?: string }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      label="Results pages"
      page={page}
      pages={pages}
      previousText={previousText}
      onPrevious={() => setPage((p) => p - 1)}
      onNext={() => setPage((p) => p + 1)}
    />
  );
}

describe('Pager', () => {
  it("is a navigation named by its label, with Previous / Next disabled at their ends and 'Page X of Y' between them", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Paged pages={3} />);
    const pager = screen.getByRole('navigation', { name: 'Results pages' });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(pager).toHaveTextContent('PreviousPage 1 of 3Next');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(pager).toHaveTextContent('Page 3 of 3');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('announces the page politely as it changes', () => {
    render(<Paged pages={2} />);
    expect(screen.getByText('Page 1 of 2')).toHaveAttribute('aria-live', 'polite');
  });

  it("says the screen's own word for Previous", () => {
    render(<Paged pages={2} previousText="Prev" />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it("says 'Page X' while the number of pages is unknown, Next following hasNext", async () => {
    const onNext = vi.fn();
    const { rerender } = render(<Pager label="Search results pages" page={2} hasNext onPrevious={vi.fn()} onNext={onNext} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 2');
    expect(screen.getByRole('navigation')).not.toHaveTextContent(/of/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
    rerender(<Pager label="Search results pages" page={2} hasNext={false} onPrevious={vi.fn()} onNext={onNext} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('never says a page beyond the last, when the count is behind the page reached', () => {
    render(<Pager label="Friends pages" page={4} pages={3} hasNext={false} onPrevious={vi.fn()} onNext={vi.fn()} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 4 of 4');
  });

  it('is left out with hideWhenOnePage while there is one page only, and shown otherwise', () => {
    const props = { label: 'Friends pages', onPrevious: vi.fn(), onNext: vi.fn(), hideWhenOnePage: true } as const;
    const { rerender } = render(<Pager {...props} page={1} pages={1} hasNext={false} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pager {...props} page={1} hasNext={false} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pager {...props} page={1} hasNext />);
    expect(screen.getByRole('navigation', { name: 'Friends pages' })).toHaveTextContent('Page 1');
    rerender(<Pager {...props} page={2} hasNext={false} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 2');
    // Without it (the problems list), one page still shows where the reader is.
    rerender(<Pager {...props} hideWhenOnePage={false} page={1} pages={1} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows what the screen adds inside the navigation, before the buttons', () => {
    render(
      <Pager label="Pages" page={1} pages={2} onPrevious={vi.fn()} onNext={vi.fn()}>
        <p>Showing 20 of 25 problems</p>
      </Pager>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(/^Showing 20 of 25 problemsPrevious/);
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect([pageCount(undefined, 10), pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(25, 20)]).toEqual([1, 1, 1, 2, 2]);
  });
});
