import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cognitoError, fakeCommands, renderAuthPage, testUser } from '@web/test/auth-harness';

const mentor = { ...testUser('mentor'), country: 'India|IN' };

async function typeCode(code: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Authentication code'), code);
  return user;
}

describe('two-factor authentication for staff (docs/decisions/D33)', () => {
  it('asks a staff sign-in for the code, refuses a wrong one with a sentence, and signs in with the right one', async () => {
    const commands = fakeCommands({ signIn: async () => 'totpCode' });
    const view = renderAuthPage({ path: '/login', commands });
    commands.confirmTotpSignIn
      .mockImplementationOnce(async () => Promise.reject(cognitoError('CodeMismatchException', 'Invalid code received for user')))
      .mockImplementationOnce(async () => {
        view.source.setUser(mentor);
        return 'done';
      });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await typeCode('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Enter the code your authenticator app shows now.');

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(commands.confirmTotpSignIn).toHaveBeenLastCalledWith('654321');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
  });

  it('goes back to the password form from the code step', async () => {
    renderAuthPage({ path: '/login', commands: fakeCommands({ signIn: async () => 'totpCode' }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps a staff account without TOTP on /login to set it up: QR code and key, then the server ends every sign-in and the page says to sign in with a code', async () => {
    const commands = fakeCommands();
    const view = renderAuthPage({
      path: '/login',
      user: mentor,
      totp: false,
      commands,
      handlers: { 'POST /me/two-factor': () => ({ signedOutEverywhere: true }) },
    });
    expect(await screen.findByRole('heading', { name: 'Set Up Two-Factor Authentication' })).toBeInTheDocument();
    expect(commands.setUpTotp).toHaveBeenCalledWith('mentor@example.com');
    // Drawn in the browser, by the encoder loaded for this screen only.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code that adds CodeArena to your authenticator app' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();

    const user = await typeCode('246810');
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Authentication' }));
    await waitFor(() => expect(view.source.signOutCalls).toBe(1));
    expect(commands.turnOnTotp).toHaveBeenCalledWith('246810');
    expect(view.calls.map((c) => c.route)).toContain('POST /me/two-factor');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    // The notice can render a commit after the page's heading (a fresh run on a loaded machine saw the heading alone).
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor authentication is on. Sign in again with a code from your authenticator app.');
  });

  it("says to sign in again even when Amplify's sign-out rejects (the server already revoked its refresh token)", async () => {
    const view = renderAuthPage({ path: '/login', user: mentor, totp: false, handlers: { 'POST /me/two-factor': () => ({ signedOutEverywhere: true }) } });
    const signOut = view.source.signOut.bind(view.source);
    view.source.signOut = async () => {
      await signOut();
      throw Object.assign(new Error('Refresh token has been revoked'), { name: 'NotAuthorizedException' });
    };
    const user = await typeCode('246810');
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Authentication' }));
    expect(await screen.findByText('Two-factor authentication is on. Sign in again with a code from your authenticator app.')).toBeInTheDocument();
  });

  it('stays on the setup with the reason when the code is wrong, and never tells the server TOTP is on', async () => {
    const commands = fakeCommands({ turnOnTotp: async () => Promise.reject(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch')) });
    const view = renderAuthPage({ path: '/login', user: mentor, totp: false, commands });
    const user = await typeCode('111111');
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(view.calls.map((c) => c.route)).not.toContain('POST /me/two-factor');
    expect(view.source.signOutCalls).toBe(0);
  });

  it('lets a staff account with TOTP straight through, and never asks a student', async () => {
    const staff = renderAuthPage({ path: '/login', user: mentor, totp: true });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    staff.unmount();
    const commands = fakeCommands();
    renderAuthPage({ path: '/login', user: { ...testUser('student'), country: 'Pakistan|PK' }, totp: false, commands });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(commands.setUpTotp).not.toHaveBeenCalled();
  });
});
