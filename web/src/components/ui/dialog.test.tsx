import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens the dialog, so focus has somewhere to return to. */
function Page({ locked = false, onClose }: { readonly locked?: boolean; readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {open ? (
        <Dialog title="Delete your account?" description="This cannot be undone." onClose={locked ? undefined : close}>
          <input aria-label="Reason" />
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="button">Delete</button>
        </Dialog>
      ) : null}
    </main>
  );
}

describe('dialog', () => {
  it('is a labelled, described modal that takes focus and keeps Tab inside', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    // The page below is hidden from assistive tech while the dialog is open.
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab(); // past the last control: back to the first, never to the page
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('cannot be dismissed while locked (no onClose): Escape does nothing', async () => {
    render(<Page locked />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
