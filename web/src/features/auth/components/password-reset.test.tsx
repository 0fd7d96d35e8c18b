import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cognitoError, fakeCommands, renderAuthPage } from '@web/test/auth-harness';

afterEach(() => vi.useRealTimers());

async function requestCode(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  return user;
}

describe('forgot password', () => {
  it.each(['', 'no-at-sign'])('asks for a valid e-mail (%j)', async (email) => {
    const { commands } = renderAuthPage({ path: '/forgot-password' });
    await requestCode(email || ' ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(commands.resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['UserNotFoundException', 'No account found with this email address'],
    ['LimitExceededException', 'Too many requests. Please wait a moment and try again.'],
    ['InternalErrorException', 'Failed to send OTP. Please try again.'],
  ])('maps %s → %s', async (name, message) => {
    renderAuthPage({ path: '/forgot-password', commands: fakeCommands({ resetPassword: async () => Promise.reject(cognitoError(name)) }) });
    await requestCode('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('collects the code and carries it to /reset-password in navigation state', async () => {
    const { commands, router } = renderAuthPage({ path: '/forgot-password' });
    const user = await requestCode('sam@example.com');
    expect(commands.resetPassword).toHaveBeenCalledWith('sam@example.com');
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('maxLength', '6');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByLabelText('New Password');
    expect(router.state.location).toMatchObject({ pathname: '/reset-password', search: '?email=sam%40example.com', state: { code: '654321' } });
  });
});

describe('forgot password code screen', () => {
  it('sends the visitor without an e-mail to /forgot-password', async () => {
    const { router } = renderAuthPage({ path: '/forgot-password-otp' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('sends a code as it opens and shows the code step', async () => {
    const { commands } = renderAuthPage({ path: '/forgot-password-otp?email=sam@example.com' });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await waitFor(() => expect(commands.resetPassword).toHaveBeenCalledTimes(1));
    expect(commands.resetPassword).toHaveBeenCalledWith('sam@example.com');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  });
});

describe('reset password', () => {
  const resetAt = '/reset-password?email=sam@example.com';

  it('sends the visitor without an e-mail to /forgot-password', async () => {
    const { router } = renderAuthPage({ path: '/reset-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it.each([
    ['short', 'short', 'Password must be at least 8 characters long'],
    ['LongEnough1', 'Different1', 'Passwords do not match'],
  ])('validates %s / %s → %s', async (password, confirmation, message) => {
    const { commands } = renderAuthPage({ path: resetAt, state: { code: '123456' } });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(commands.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('reads Resetting..., then Still working... with the notice after 5 s, then shows the success state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finish: () => void = () => {};
    const commands = fakeCommands({ confirmResetPassword: () => new Promise<void>((resolve) => (finish = resolve)) });
    renderAuthPage({ path: resetAt, state: { code: '123456' }, commands });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New Password'), 'NewSecret1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Show', description: 'New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('button', { name: 'Still working...' })).toBeDisabled();
    expect(screen.getByText('This is taking longer than usual. Please wait a moment while we update your password securely.')).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(commands.confirmResetPassword).toHaveBeenCalledWith({ email: 'sam@example.com', code: '123456', newPassword: 'NewSecret1!' });
  });

  it.each([
    ['UserNotFoundException', 'User not found. Please check your email address.'],
    ['InternalErrorException', 'Failed to reset password. Please try again.'],
  ])('maps %s → %s (Cognito checks the code here)', async (name, message) => {
    const commands = fakeCommands({ confirmResetPassword: async () => Promise.reject(cognitoError(name)) });
    renderAuthPage({ path: resetAt, state: { code: '123456' }, commands });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New Password'), 'NewSecret1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a refused code back to the code step with "Invalid OTP", without sending another code', async () => {
    const commands = fakeCommands({
      confirmResetPassword: async () => Promise.reject(cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.')),
    });
    const { router } = renderAuthPage({ path: resetAt, state: { code: '123456' }, commands });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New Password'), 'NewSecret1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password-otp'));
    expect(router.state.location.search).toBe('?email=sam%40example.com');
    // The code step's page renders after the location changes (its module may still be loading).
    expect(await screen.findByLabelText('Verification code')).toHaveValue('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(commands.resetPassword).not.toHaveBeenCalled();
  });

  it('reports a refused code in place when the code was typed on the reset screen itself', async () => {
    const commands = fakeCommands({ confirmResetPassword: async () => Promise.reject(cognitoError('CodeMismatchException')) });
    const { router } = renderAuthPage({ path: resetAt, commands });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewSecret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('asks for the code when opened without one', async () => {
    renderAuthPage({ path: resetAt });
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});
