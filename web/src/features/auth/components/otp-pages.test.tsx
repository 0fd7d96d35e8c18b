import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cognitoError, fakeCommands, renderAuthPage } from '@web/test/auth-harness';
import { verifiedAlert } from './verify-otp-page';

describe('stand-alone code screens', () => {
  it('/send-otp validates, sends a sign-up code and goes to /verify-otp with the e-mail locked', async () => {
    let finish: () => void = () => {};
    const commands = fakeCommands({ resendSignUpCode: () => new Promise<void>((resolve) => (finish = resolve)) });
    const { router } = renderAuthPage({ path: '/send-otp', commands });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'new@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(commands.resendSignUpCode).toHaveBeenCalledWith('new@example.com');
  });

  it('/send-otp shows the spec message when sending fails', async () => {
    renderAuthPage({ path: '/send-otp', commands: fakeCommands({ resendSignUpCode: async () => Promise.reject(cognitoError('UserNotFoundException')) }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
  });

  it('/send-otp says an account that entered its code already is verified, instead of a failure', async () => {
    // Cognito's ResendConfirmationCode for a confirmed user (cognito-local answers the same: local/cognito).
    const confirmed = cognitoError('InvalidParameterException', 'User is already confirmed.');
    const { router } = renderAuthPage({ path: '/send-otp', commands: fakeCommands({ resendSignUpCode: async () => Promise.reject(confirmed) }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'student@codearena.test');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is already verified. Please log in.');
    expect(router.state.location.pathname).toBe('/send-otp');
  });

  it('/verify-otp confirms the code, alerts, then goes home', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { commands, router } = renderAuthPage({ path: '/verify-otp', state: { email: 'new@example.com' } });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Enter OTP'), '111222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(verifiedAlert);
    expect(commands.confirmSignUp).toHaveBeenCalledWith({ email: 'new@example.com', code: '111222' });
  });

  it.each([
    ['CodeMismatchException', 'Invalid OTP. Please check and try again.'],
    ['InternalErrorException', 'Verification failed'],
  ])('/verify-otp shows %s as %s', async (name, message) => {
    renderAuthPage({ path: '/verify-otp?email=new@example.com', commands: fakeCommands({ confirmSignUp: async () => Promise.reject(cognitoError(name)) }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Enter OTP'), '111222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
