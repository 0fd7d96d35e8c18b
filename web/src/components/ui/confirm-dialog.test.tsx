import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

type Overrides = Partial<ComponentProps<typeof ConfirmDialog>>;

/** A page whose Delete button opens the dialog, so focus has somewhere to return to; a choice closes it. */
function Page({ onConfirm = () => undefined, onCancel = () => undefined, keepOpen = false, ...overrides }: Overrides & { readonly keepOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete your account?"
          description="All of your data will be permanently removed."
          confirmLabel="Yes, Delete My Account"
          destructive
          {...overrides}
          onConfirm={() => {
            const result = onConfirm();
            if (!keepOpen) setOpen(false);
            return result;
          }}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      ) : null}
    </main>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

/** A promise the test settles by hand, to look at the dialog while the action runs. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ConfirmDialog', () => {
  it('is titled and described, starts on Cancel (the safe choice), and keeps Tab inside', async () => {
    render(<Page />);
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('All of your data will be permanently removed.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete My Account' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(confirm).toHaveClass('button', 'button--danger');
    expect(cancel.className).toBe('button');
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
  });

  it("a confirm that is not destructive is primary; labels are the caller's", async () => {
    render(<Page destructive={false} confirmLabel="Continue" cancelLabel="Keep" />);
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveClass('button--primary');
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('Confirm runs the action once and focus goes back to the button that opened it', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Page onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete My Account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('%s closes without the action and gives focus back to the trigger', async (_, dismiss) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Page onConfirm={onConfirm} onCancel={onCancel} />);
    await open();
    await dismiss();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it("is busy while the action's promise runs: busy text, both buttons disabled, Escape ignored, one run only", async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const onCancel = vi.fn();
    render(<Page onConfirm={onConfirm} onCancel={onCancel} busyLabel="Deleting..." keepOpen />);
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete My Account' });
    await userEvent.click(confirm);

    expect(confirm).toHaveAccessibleName('Deleting...');
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    // Settled and still open (e.g. the caller shows an error): the choice is back with the user.
    action.resolve();
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(confirm).toHaveAccessibleName('Yes, Delete My Account');
    expect(confirm).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is busy when the caller says so, and Confirm then does nothing', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} busy busyLabel="Removing..." />);
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Removing...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows what the caller asks between the description and the buttons', async () => {
    render(
      <Page>
        <label>
          Reason
          <input />
        </label>
      </Page>,
    );
    const dialog = await open();
    // The first control now leads: focus starts there rather than on Cancel.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus());
  });
});
