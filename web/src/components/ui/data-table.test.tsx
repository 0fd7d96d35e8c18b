import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

interface Result {
  readonly name: string;
  readonly score: number;
  readonly note: string;
}

const results: readonly Result[] = [
  { name: 'Ada', score: 960, note: 'Fastest solution of the week' },
  { name: 'Alan', score: 812, note: '' },
];

const columns: readonly DataColumn<Result>[] = [
  { header: 'Name', rowHeader: true, cell: (r) => r.name },
  { header: 'Score', align: 'end', cell: (r) => `${r.score} pts` },
  { header: 'Note', wrap: true, className: 'results__note', cell: (r) => r.note },
  { header: 'Actions', headerHidden: true, cell: (r) => <button type="button">{`Open ${r.name}`}</button> },
];

function renderResults(props: { readonly stackOnPhone?: boolean } = {}) {
  return render(<DataTable caption="Results" columns={columns} rows={results} rowKey={(r) => r.name} rowData={(r) => ({ 'data-name': r.name })} {...props} />);
}

/** Lays the table out `contentWidth` wide in a box 390 px wide (jsdom lays nothing out). */
function layOut(contentWidth: () => number) {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('data-table') ? 390 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('data-table') ? contentWidth() : 0;
  });
}

/** ResizeObservers whose callbacks the test fires, as a browser does when a box resizes. */
function observeResizes(): () => void {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => callbacks.forEach((callback) => callback()));
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table named by its caption, a header per column, a row per item with the cells its columns draw', () => {
    renderResults();
    const table = screen.getByRole('table', { name: 'Results' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Score', 'Note', 'Actions']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    // The hidden header still names its column: only the eye goes without it.
    expect(within(headers[3]!).getByText('Actions')).toHaveClass('visually-hidden');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Ada960 ptsFastest solution of the weekOpen Ada', 'Alan812 ptsOpen Alan']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['812 pts', '', 'Open Alan']);
  });

  it('names each row by its row header, so a row is read (and found) by its first words', () => {
    renderResults();
    const ada = screen.getByRole('rowheader', { name: 'Ada' });
    expect(ada).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('row', { name: /^Ada/ })).toContainElement(ada);
    expect(within(screen.getByRole('row', { name: /^Alan/ })).getByRole('button', { name: 'Open Alan' })).toBeInTheDocument();
  });

  it("puts the column's alignment, wrapping and class on its header and cells, and the row's data attributes on the row", () => {
    renderResults();
    expect(screen.getByRole('columnheader', { name: 'Score' })).toHaveClass('data-table__cell--end');
    expect(screen.getByRole('cell', { name: '960 pts' })).toHaveClass('data-table__cell--end');
    expect(screen.getByRole('cell', { name: 'Fastest solution of the week' })).toHaveClass('data-table__cell--wrap', 'results__note');
    expect(screen.getByRole('rowheader', { name: 'Ada' })).not.toHaveAttribute('class');
    expect(screen.getByRole('row', { name: /^Alan/ })).toHaveAttribute('data-name', 'Alan');
  });

  it('is no scroll region while it fits: nothing to scroll, so no stop in the Tab order', () => {
    layOut(() => 390);
    renderResults();
    const box = screen.getByRole('table').parentElement!;
    expect(box).toHaveClass('data-table');
    expect(box).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('becomes a named, focusable scroll region when wider than its box, and stops being one once it fits again', () => {
    let width = 720;
    layOut(() => width);
    const resized = observeResizes();
    renderResults();
    const region = screen.getByRole('region', { name: 'Results, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Results' }));
    region.focus();
    expect(region).toHaveFocus();

    width = 390;
    resized();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('restates the table roles when it stacks its rows on a phone, and only then', () => {
    const { rerender } = renderResults();
    expect(screen.getByRole('table')).not.toHaveAttribute('role');
    rerender(<DataTable caption="Results" columns={columns} rows={results} rowKey={(r) => r.name} stackOnPhone />);
    const table = screen.getByRole('table', { name: 'Results' });
    expect(table).toHaveAttribute('role', 'table');
    expect(table.parentElement).toHaveClass('data-table', 'data-table--stack');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.getAttribute('role')),
    ).toEqual(['row', 'row', 'row']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((h) => h.getAttribute('role') === 'columnheader'),
    ).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'Alan' })).toHaveAttribute('role', 'rowheader');
    expect(screen.getByRole('cell', { name: '812 pts' })).toHaveAttribute('role', 'cell');
  });
});
