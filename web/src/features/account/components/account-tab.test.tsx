import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockApi, testProfile } from '../test/api-mock';

type DeleteReply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);

async function openAccount(deleteReply: DeleteReply) {
  const api = mockApi({ 'GET /me': { body: testProfile() }, 'DELETE /me': deleteReply, 'POST /me/sign-out': { body: { success: true } } });
  const view = renderApp({ path: '/settings?tab=account', auth: fakeAuthSource(testUser('student')) });
  const button = await screen.findByRole('button', { name: 'Delete Account' });
  await waitFor(() => expect(button).toBeEnabled());
  return { api, button, ...view };
}

describe('account tab', () => {
  it('asks first; Cancel keeps the account', async () => {
    const { api, button } = await openAccount({ status: 200, body: { success: true } });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/me')).toHaveLength(0);
  });

  it('deletes with DELETE /me, signs out and goes to /login', async () => {
    const { api, button, router, auth } = await openAccount({ status: 200, body: { success: true } });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('DELETE', '/me')).toHaveLength(1);
    expect((auth as ReturnType<typeof fakeAuthSource>).signOutCalls).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
  });

  it('is busy while DELETE /me runs: Deleting..., nothing else to press, Escape ignored; a failure closes it with the reason', async () => {
    let answer!: (reply: { status: number; body?: unknown }) => void;
    const { button } = await openAccount(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete My Account' }));

    const busy = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer({ status: 500, body: { message: 'server words' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it.each([
    [404, 'User account not found.'],
    [403, 'Insufficient permissions to delete account.'],
    [500, 'Server error. Please try again later.'],
    [409, 'Failed to delete account. Please try again.'],
  ])('maps a %i answer to the spec message and stays', async (status, message) => {
    const { router } = await openAccount({ status, body: { message: 'server words' } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/settings');
  });
});
