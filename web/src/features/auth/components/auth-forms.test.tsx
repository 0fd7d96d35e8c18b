import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuthPage } from '@web/test/auth-harness';

/** What React Hook Form adds to the spec's one-message forms: the field to fix is marked and focused. */
describe('auth forms', () => {
  it('marks the failing field invalid and moves focus to it; a valid submit clears the mark', async () => {
    const { commands } = renderAuthPage({ path: '/login' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(commands.signIn).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Secret123!', remember: true }));
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the rule the spec puts first when several fail: a missing password before a malformed e-mail', async () => {
    renderAuthPage({ path: '/login' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password');
  });

  it('sends the trimmed e-mail the schema produced', async () => {
    const { commands } = renderAuthPage({ path: '/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Forgot Password' });
    await user.type(screen.getByLabelText('Email'), '  sam@example.com  ');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await waitFor(() => expect(commands.resetPassword).toHaveBeenCalledWith('sam@example.com'));
  });

  it('checks the reset form in the spec order: length, then match', async () => {
    renderAuthPage({ path: '/reset-password?email=sam%40example.com', state: { code: '123456' } });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Reset Password' });
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
  });
});
