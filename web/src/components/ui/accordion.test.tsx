import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First question', content: <p>First answer</p> },
  { id: 'b', title: 'Second question', content: <p>Second answer</p> },
  { id: 'c', title: 'Third question', content: <p>Third answer</p> },
];

describe('Accordion', () => {
  it('puts each question in a heading of the given level, all closed at first', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['First question', 'Second question', 'Third question']);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First answer')).not.toBeInTheDocument();
  });

  it('opens one answer at a time, and closes the open one when pressed again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    await user.click(first!);
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    await user.click(second!);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Second question' })).toHaveTextContent('Second answer');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second!);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('moves between questions with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
  });
});
