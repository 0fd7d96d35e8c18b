import { act, screen, waitFor, within } from '@testing-library/react';
import { testProfile } from '@web/test/test-profile';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_KEY } from '@web/lib/auth/session-id';
import { cognitoError, fakeCommands, renderAuthPage, testUser } from '@web/test/auth-harness';

const student = testUser('student');
const profile = (country?: { name: string; code: string }) => testProfile({ country });
const session = {
  sessionId: 'sess-1',
  deviceType: 'desktop',
  deviceName: 'Chrome on Linux',
  browser: 'Chrome',
  os: 'Linux',
  createdAt: 'x',
  lastActive: 'x',
  isActive: true,
};

/** A sign-in that works: Amplify signs in, the source reports the user. */
function workingSignIn(user = student) {
  const commands = fakeCommands();
  let source: { setUser(u: typeof user): void } | undefined;
  commands.signIn.mockImplementation(async () => {
    source!.setUser(user);
    return 'done';
  });
  return { commands, bind: (s: typeof source) => (source = s) };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Sign In' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('login page', () => {
  it.each([
    ['', '', 'Please enter your email address'],
    ['   ', 'secret', 'Please enter your email address'],
    ['a@b.co', '', 'Please enter your password'],
    ['not-an-email', 'secret', 'Please enter a valid email address'],
  ])('validates %j / %j → %s', async (email, password, message) => {
    const { commands } = renderAuthPage({ path: '/login' });
    await fillAndSubmit(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(commands.signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['UserNotFoundException', 'User does not exist.', 'No account found with this email'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'Invalid email or password'],
    ['InvalidPasswordException', 'Invalid password', 'Incorrect password'],
    ['LimitExceededException', 'Attempt limit exceeded', 'Too many failed attempts. Please try again later'],
    ['NotAuthorizedException', 'User is disabled.', 'This account has been disabled'],
    ['NetworkError', 'A network error has occurred.', 'Network error. Please check your connection'],
    ['SomethingOdd', 'Odd thing', 'Login failed: Odd thing'],
  ])('shows %s (%s) as "%s"', async (name, message, shown) => {
    const commands = fakeCommands({ signIn: async () => Promise.reject(cognitoError(name, message)) });
    renderAuthPage({ path: '/login', commands });
    await fillAndSubmit('sam@example.com', 'Secret123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('reads Signing In... and is disabled while busy, then times out after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const commands = fakeCommands({ signIn: () => new Promise(() => {}) });
    renderAuthPage({ path: '/login', commands });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Login request timed out. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('passes Remember me to Amplify and toggles the password visibility', async () => {
    const commands = fakeCommands({ signIn: async () => Promise.reject(cognitoError('NotAuthorizedException')) });
    renderAuthPage({ path: '/login', commands });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Show', description: 'Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide', description: 'Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await fillAndSubmit('sam@example.com', 'Secret123!');
    expect(commands.signIn).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Secret123!', remember: false });
  });

  it('returns to the page the user came from, shows the gate message, and records the session', async () => {
    const { commands, bind } = workingSignIn({ ...student, country: 'Pakistan|PK' });
    const view = renderAuthPage({
      path: '/login',
      state: { from: '/problem/7', message: 'Please sign in to solve coding problems and track your progress' },
      commands,
      handlers: { 'POST /me/sessions': () => session },
    });
    bind(view.source);
    expect(await screen.findByRole('status')).toHaveTextContent('Please sign in to solve coding problems and track your progress');
    await fillAndSubmit('sam@example.com', 'Secret123!');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/problem/:id');
    expect(view.router.state.location.pathname).toBe('/problem/7');
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).toBe('sess-1'));
    const start = view.calls.find((c) => c.route === 'POST /me/sessions');
    expect(start?.body).toMatchObject({
      deviceType: expect.any(String),
      deviceName: expect.stringContaining(' on '),
      browser: expect.any(String),
      os: expect.any(String),
    });
  });

  it('goes to /checkout with the plan and billing chosen on pricing (docs/requirements/accounts.md §4), or /dashboard by default', async () => {
    const first = workingSignIn({ ...student, country: 'Pakistan|PK' });
    const view = renderAuthPage({ path: '/login', state: { from: '/pricing', plan: 'pro', billing: 'yearly' }, commands: first.commands });
    first.bind(view.source);
    await fillAndSubmit('sam@example.com', 'Secret123!');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/checkout {"plan":"pro","billing":"yearly"}');
    view.unmount();

    const second = workingSignIn({ ...student, country: 'Pakistan|PK' });
    const plain = renderAuthPage({ path: '/login', commands: second.commands });
    second.bind(plain.source);
    await fillAndSubmit('sam@example.com', 'Secret123!');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
  });

  it('takes an unconfirmed account to the code step and sends a fresh code', async () => {
    const commands = fakeCommands({ signIn: async () => 'confirmSignUp' });
    renderAuthPage({ path: '/login', commands });
    await fillAndSubmit('new@example.com', 'Secret123!');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Enter OTP')).toBeInTheDocument();
    await waitFor(() => expect(commands.resendSignUpCode).toHaveBeenCalledWith('new@example.com'));
  });

  it('asks an account without a country for one, saves it, then signs in', async () => {
    let country: { name: string; code: string } | undefined;
    const { commands, bind } = workingSignIn(student);
    const view = renderAuthPage({
      path: '/login',
      commands,
      handlers: {
        'GET /me': () => profile(country),
        'PATCH /me': ({ body }) => {
          country = { name: 'Kenya', code: (body as { country: string }).country };
          return testProfile({ country });
        },
      },
    });
    bind(view.source);
    await fillAndSubmit('sam@example.com', 'Secret123!');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(dialog).toHaveTextContent('Please select your country');
    // Options hold text only: the chosen country's flag is drawn beside the list, named by the country.
    expect(screen.getByRole('option', { name: 'Kenya' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(25);
    expect(dialog.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Country'), 'KE');
    expect(within(dialog).getByRole('img', { name: 'Kenya' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Kenya' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(view.calls).toContainEqual({ route: 'PATCH /me', body: { country: 'KE' } });
  });

  it('signs the account out on Cancel in the country dialog (no signed-in limbo) and keeps the user on /login', async () => {
    const { commands, bind } = workingSignIn(student);
    const view = renderAuthPage({ path: '/login', commands, handlers: { 'GET /me': () => profile(), 'POST /me/sign-out': () => ({ success: true }) } });
    bind(view.source);
    await fillAndSubmit('sam@example.com', 'Secret123!');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.source.signOutCalls).toBe(1));
    // The server revokes that sign-in too (POST /me/sign-out), before Amplify forgets the tokens.
    expect(view.calls.map((c) => c.route)).toContain('POST /me/sign-out');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the Google button only when the stage has an OAuth domain', async () => {
    const first = renderAuthPage({ path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    first.unmount();
    const { commands } = renderAuthPage({ path: '/login', config: { oauthDomain: 'auth.example.com' } });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(commands.signInWithGoogle).toHaveBeenCalled();
  });

  it('links to sign-up and forgot password', async () => {
    const view = renderAuthPage({ path: '/login', state: { from: '/pricing', plan: 'premium', billing: 'monthly' } });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // The sign-up reached from here carries the plan chosen on pricing on to checkout (sign-up-page.test.tsx).
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(view.router.state.location.state).toEqual({ from: '/pricing', plan: 'premium', billing: 'monthly' });
    view.unmount();
    renderAuthPage({ path: '/login' });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
