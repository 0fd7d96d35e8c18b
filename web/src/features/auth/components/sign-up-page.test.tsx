import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cognitoError, fakeCommands, renderAuthPage, testUser } from '@web/test/auth-harness';

interface Fill {
  name?: string;
  email?: string;
  country?: string;
  password?: string;
  terms?: boolean;
}

async function fillSignUp(
  { name = 'Sam Student', email = 'sam@example.com', country, password = 'Secret123!', terms = true }: Fill,
  user = userEvent.setup({ delay: null }),
) {
  await screen.findByRole('heading', { name: 'Create Your Account' });
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (country) await user.selectOptions(screen.getByLabelText('Country'), country);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions and Privacy Policy/ }));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return user;
}

afterEach(() => vi.useRealTimers());

describe('sign-up page', () => {
  it('defaults the country to United States and offers the 24 countries', async () => {
    renderAuthPage({ path: '/signup' });
    const select = await screen.findByLabelText('Country');
    expect(select).toHaveValue('US');
    expect(screen.getAllByRole('option')).toHaveLength(24);
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('maxLength', '80');
  });

  it.each<[Fill, string]>([
    [{ name: '' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ terms: false }, 'You must agree to the Terms & Conditions and Privacy Policy to continue.'],
  ])('validates %j → %s', async (fill, message) => {
    const { commands } = renderAuthPage({ path: '/signup' });
    await fillSignUp(fill);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(commands.signUp).not.toHaveBeenCalled();
  });

  it.each([
    [cognitoError('UsernameExistsException', 'An account with the given email already exists.'), 'An account already exists with this email'],
    [
      cognitoError('UserLambdaValidationException', 'PreSignUp failed with error This email is reserved. Please use a different email..'),
      'This email is reserved. Please use a different email.',
    ],
    [cognitoError('NetworkError', 'A network error has occurred.'), 'Server is currently unavailable. Please try again later or contact support.'],
    [cognitoError('InvalidPasswordException', 'Password did not conform with policy'), 'Password is too weak'],
  ])('refuses before any code step: %s', async (error, message) => {
    const commands = fakeCommands({ signUp: async () => Promise.reject(error) });
    renderAuthPage({ path: '/signup', commands });
    await fillSignUp({});
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it('sends the account to Cognito, then counts down 59 s before Resend OTP, which restarts the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { commands } = renderAuthPage({ path: '/signup' });
    const user = await fillSignUp({ country: 'PK' }, userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(commands.signUp).toHaveBeenCalledWith({ name: 'Sam Student', email: 'sam@example.com', password: 'Secret123!', country: 'PK' });
    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    expect(screen.getByText('Due to high user volume, OTP delivery might be delayed by a few seconds.')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Resend OTP in 58s')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(58_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(commands.resendSignUpCode).toHaveBeenCalledWith('sam@example.com');
    expect(await screen.findByText('Resend OTP in 59s')).toBeInTheDocument();
  });

  it('shows a failed resend in the notice line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const commands = fakeCommands({ resendSignUpCode: async () => Promise.reject(cognitoError('LimitExceededException')) });
    renderAuthPage({ path: '/signup', commands });
    const user = await fillSignUp({}, userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await screen.findByLabelText('Enter OTP');
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('verifies the code, signs in and lands on /dashboard', async () => {
    const commands = fakeCommands();
    const view = renderAuthPage({ path: '/signup', commands });
    commands.signIn.mockImplementation(async () => {
      view.source.setUser({ ...testUser('student'), country: 'United States|US' });
      return 'done';
    });
    const user = await fillSignUp({});
    const code = await screen.findByLabelText('Enter OTP');
    const verify = screen.getByRole('button', { name: 'Verify OTP & Create Account' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a3456789');
    expect(code).toHaveValue('123456');
    await user.click(verify);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(commands.confirmSignUp).toHaveBeenCalledWith({ email: 'sam@example.com', code: '123456' });
    expect(commands.signIn).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Secret123!', remember: true });
  });

  it.each([
    ['opened from pricing', '/signup'],
    ['reached from the sign-in page opened from pricing', '/login'],
  ])('ends on /checkout with the chosen plan and billing when %s (docs/requirements/accounts.md §4)', async (_, start) => {
    const commands = fakeCommands();
    const view = renderAuthPage({ path: start, state: { from: '/pricing', plan: 'premium', billing: 'yearly' }, commands });
    commands.signIn.mockImplementation(async () => {
      view.source.setUser({ ...testUser('student'), country: 'Pakistan|PK' });
      return 'done';
    });
    if (start === '/login') await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    const user = await fillSignUp({});
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/checkout {"plan":"premium","billing":"yearly"}');
  });

  it.each([
    ['CodeMismatchException', 'Invalid OTP. Please check and try again.'],
    ['NetworkError', 'Server is currently unavailable. Please try again later.'],
    ['InternalErrorException', 'OTP verification failed. Please try again.'],
  ])('maps a failed verification %s → %s', async (name, message) => {
    const commands = fakeCommands({ confirmSignUp: async () => Promise.reject(cognitoError(name)) });
    renderAuthPage({ path: '/signup', commands });
    const user = await fillSignUp({});
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(commands.signIn).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    renderAuthPage({ path: '/signup', user: { ...testUser('student'), country: 'Kenya|KE' } });
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/dashboard'));
  });
});
