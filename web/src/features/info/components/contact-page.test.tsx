import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { CONTACT_DRAFT_KEY } from '../lib/contact-draft';

const sent = { success: true, message: 'Message sent successfully!', id: 'm-1' };
const form = () => within(screen.getByRole('form', { name: 'Send Us a Message' }));
const field = (name: string) => form().getByLabelText(name);

async function openContact(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ path: '/contact', ...options });
  // The first visit loads the page's module graph: seconds on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 10_000 });
  return view;
}

/** Typing without a pause between keys: the form is long, and a 2-core machine is shared. */
const setupUser = () => userEvent.setup({ delay: null });

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>, user = setupUser()) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

const send = (user = setupUser()) => user.click(form().getByRole('button', { name: 'Send Message' }));
const complete = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'Java timing', Message: 'My Java solution shows TLE on test 3.' };

describe('the contact page (docs/requirements/shell.md §7)', { timeout: 20_000 }, () => {
  it('shows the three ways to reach us, the support mailbox and that live chat is not open yet', async () => {
    mockApi({});
    await openContact();
    const methods = within(screen.getByRole('region', { name: 'Ways to Reach Us' }));
    expect(methods.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Email Support',
      'Live Chat Coming soon',
      'Business Collaboration',
    ]);
    expect(methods.getByRole('link', { name: 'support@codearena.dev' })).toHaveAttribute('href', 'mailto:support@codearena.dev');
    expect(methods.getByText(/We answer within 24 hours/)).toBeInTheDocument();
    expect(methods.getByText(/24\/7/)).toBeInTheDocument();
  });

  it('checks the fields in order and shows only the first failing rule, sending nothing', async () => {
    const api = mockApi({ 'GET /me': { body: testProfile() } });
    await openContact({ auth: fakeAuthSource(testUser('student')) });
    await waitFor(() => expect(field('Name')).toHaveValue('Stu Dent'));
    const user = setupUser();
    const expectOnly = async (message: string) => {
      const alert = await form().findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(form().getAllByRole('alert')).toHaveLength(1);
    };

    await fill({ Name: 'Al', Email: 'nope', Subject: 'Hi', Message: 'short' }, user);
    await send(user);
    await expectOnly('Name must be at least 3 characters.');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await fill({ Name: '  Al  ' }, user);
    await send(user);
    await expectOnly('Name must be at least 3 characters.');

    await fill({ Name: 'Ada' }, user);
    await send(user);
    await expectOnly('Invalid email address.');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address.');

    await fill({ Email: 'ada@example.com' }, user);
    await send(user);
    await expectOnly('Subject must be at least 3 characters.');

    await fill({ Subject: 'Hello' }, user);
    await send(user);
    await expectOnly('Message must be at least 11 characters.');
    expect(api.callsTo('POST', '/contact-messages')).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in with /contact as the way back, keeping the message', async () => {
    const api = mockApi({});
    const { router } = await openContact({ path: '/contact?subject=Partnership' });
    expect(field('Subject')).toHaveValue('Partnership');
    await fill({ Name: complete.Name, Email: complete.Email, Message: complete.Message });
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.state).toEqual({
      from: '/contact?subject=Partnership',
      message: 'Please sign in to send your message. We kept what you wrote.',
    });
    // The sign-in page loads its own module graph first.
    expect(await screen.findByText('Please sign in to send your message. We kept what you wrote.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Partnership',
      category: 'general',
      message: 'My Java solution shows TLE on test 3.',
    });
    expect(api.callsTo('POST', '/contact-messages')).toHaveLength(0);
  });

  it('shows the kept message again after sign-in, once', async () => {
    mockApi({ 'GET /me': { body: testProfile() } });
    sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Kept', category: 'bug', message: 'Kept message text' }),
    );
    await openContact({ auth: fakeAuthSource(testUser('student')) });
    expect(field('Name')).toHaveValue('Ada');
    expect(field('Subject')).toHaveValue('Kept');
    expect(field('Category')).toHaveValue('bug');
    expect(field('Message')).toHaveValue('Kept message text');
    expect(form().getByRole('status')).toHaveTextContent('We kept your message: check it and press Send Message.');
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it("posts a signed-in user's message, shows the success message for 3 seconds and clears the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /me': { body: testProfile() }, 'POST /contact-messages': { status: 201, body: sent } });
    await openContact({ auth: fakeAuthSource(testUser('student')) });
    // Name and address start from the profile and the account.
    await waitFor(() => expect(field('Name')).toHaveValue('Stu Dent'));
    expect(field('Email')).toHaveValue('student@example.com');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await fill({ Subject: complete.Subject, Message: complete.Message }, user);
    await user.selectOptions(field('Category'), 'Bug Report');
    await send(user);

    expect(await form().findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(api.callsTo('POST', '/contact-messages')[0]?.body).toEqual({
      name: 'Stu Dent',
      email: 'student@example.com',
      subject: 'Java timing',
      category: 'bug',
      message: 'My Java solution shows TLE on test 3.',
    });
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(field('Name')).toHaveValue('Stu Dent');

    act(() => vi.advanceTimersByTime(2_900));
    expect(form().getByRole('status')).toHaveTextContent('Message sent successfully!');
    act(() => vi.advanceTimersByTime(200));
    expect(form().queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    [
      429,
      { message: 'You can send at most 5 messages a day. Please try again tomorrow.' },
      'You can send at most 5 messages a day. Please try again tomorrow.',
    ],
    [500, { message: 'internal' }, 'Your message could not be sent. Please try again.'],
  ])('shows a %i answer', async (status, body, message) => {
    mockApi({ 'GET /me': { body: testProfile() }, 'POST /contact-messages': { status, body } });
    await openContact({ auth: fakeAuthSource(testUser('student')) });
    await waitFor(() => expect(field('Name')).toHaveValue('Stu Dent'));
    await fill({ Subject: complete.Subject, Message: complete.Message });
    await send();
    expect(await form().findByRole('alert')).toHaveTextContent(message);
  });
});

describe('the contact FAQ', { timeout: 20_000 }, () => {
  it('has seven questions and opens one answer at a time', async () => {
    mockApi({});
    await openContact();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(faq.getAllByRole('heading', { level: 3 })).toHaveLength(7);

    const user = setupUser();
    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getByRole('region', { name: 'How soon will I get an answer?' })).toHaveTextContent('We answer within 24 hours');

    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(faq.queryByRole('region', { name: 'How soon will I get an answer?' })).not.toBeInTheDocument();
    expect(faq.getAllByRole('region')).toHaveLength(1);

    // The open one closes again.
    await user.click(questions[3]!);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
