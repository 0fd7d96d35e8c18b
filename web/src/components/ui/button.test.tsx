import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is type="button" by default, so pressing it inside a form does not submit the form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Show</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    const show = screen.getByRole('button', { name: 'Show' });
    expect(show).toHaveAttribute('type', 'button');
    await userEvent.click(show);
    expect(onSubmit).not.toHaveBeenCalled();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    [undefined, 'button'],
    ['default', 'button'],
    ['primary', 'button button--primary'],
    ['danger', 'button button--danger'],
  ] as const)('variant %s has the stylesheet classes "%s", with the caller\'s className after them', (variant, classes) => {
    render(
      <>
        <Button variant={variant}>Plain</Button>
        <Button variant={variant} className="nav__toggle">
          Extra
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).className).toBe(classes);
    expect(screen.getByRole('button', { name: 'Extra' }).className).toBe(`${classes} nav__toggle`);
  });

  it('busy: disabled, aria-busy, and a press does nothing; the text is what the caller passes', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" busy onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button variant="primary" busy={false} onClick={onClick}>
        Save Changes
      </Button>,
    );
    expect(button).toBeEnabled();
    // Idle: no aria-busy at all rather than "false".
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when told so, busy or not', () => {
    render(
      <Button disabled busy={false}>
        Continue
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
  });

  it('forwards its ref and other props to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-label="Remove coupon SAVE10" aria-describedby="hint" data-testid="remove" title="Remove">
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove coupon SAVE10' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toHaveAttribute('title', 'Remove');
    expect(button).toHaveAttribute('data-testid', 'remove');
  });
});
