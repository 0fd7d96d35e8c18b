import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { FakeXhr } from '../lib/fake-xhr';
import { mockApi, testProfile } from '../test/api-mock';
import { preloadPages } from '@web/test/preload-pages';

const user = userEvent.setup({ applyAccept: false });

async function openProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /me': { body: testProfile() }, ...routes });
  renderApp({ path: '/settings', auth: fakeAuthSource(testUser('student')) });
  const save = await screen.findByRole('button', { name: 'Save Changes' });
  await waitFor(() => expect(save).toBeEnabled());
  return { api, save };
}

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/settings'), 60_000);

describe('profile tab', () => {
  it('fills the form from GET /me, with the e-mail read-only, 24 countries and 15 timezones', async () => {
    await openProfile();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Stu Dent');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText('Country').querySelectorAll('option')).toHaveLength(24);
    expect(screen.getByLabelText('Timezone').querySelectorAll('option')).toHaveLength(15);
    expect(screen.getByText('More languages coming soon.')).toBeInTheDocument();
  });

  it('draws the chosen country’s flag beside the country list as an image named by the country, never as an emoji', async () => {
    await openProfile();
    const country = screen.getByLabelText('Country');
    expect(screen.getByRole('option', { name: 'United States' })).toBeInTheDocument();
    expect(country.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    await user.selectOptions(country, 'PK');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pakistan' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    expect(screen.queryByRole('img', { name: 'United States' })).not.toBeInTheDocument();
  });

  it('shows the first failing rule and sends nothing', async () => {
    const { api, save } = await openProfile();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('GitHub'), 'not a link');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid social link format.');
    expect(api.callsTo('PATCH', '/me')).toHaveLength(0);
  });

  it('saves only the changed fields with PATCH /me and says so', async () => {
    const saved = testProfile({ name: 'Ada Lovelace', githubLink: 'https://github.com/ada', timezone: 'Tokyo' });
    const { api, save } = await openProfile({ 'PATCH /me': { body: saved } });
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('GitHub'), 'https://github.com/ada');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Tokyo');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(api.callsTo('PATCH', '/me')[0]?.body).toEqual({ name: 'Ada Lovelace', githubLink: 'https://github.com/ada', timezone: 'Tokyo' });
  });

  it('never lets a field the user did not touch block a save (a link saved before today’s rules)', async () => {
    const { api, save } = await openProfile({
      'GET /me': { body: testProfile({ githubLink: 'http://github.com/old' }) },
      'PATCH /me': { body: testProfile({ name: 'Stu Dentla', githubLink: 'http://github.com/old' }) },
    });
    expect(screen.getByLabelText('GitHub')).toHaveValue('http://github.com/old');
    await user.type(screen.getByLabelText('Full Name'), 'la');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(api.callsTo('PATCH', '/me')[0]?.body).toEqual({ name: 'Stu Dentla' });
  });

  it('marks the field the first failing rule is about and focuses it', async () => {
    const { save } = await openProfile();
    await user.type(screen.getByLabelText('LinkedIn'), 'https://example.com/me');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid social link format.');
    expect(screen.getByLabelText('LinkedIn')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('LinkedIn')).toHaveFocus();
  });

  it('shows the saved profile from the answer, without reading GET /me again', async () => {
    const { api, save } = await openProfile({ 'PATCH /me': { body: testProfile({ name: 'Stu Dentx' }) } });
    await user.type(screen.getByLabelText('Full Name'), 'x');
    const readsBefore = api.callsTo('GET', '/me').length;
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Stu Dentx');
    expect(api.callsTo('GET', '/me').length).toBe(readsBefore);
  });

  it("treats an answer that is not the contract's profile as a failed save", async () => {
    const { save } = await openProfile({ 'PATCH /me': { status: 200, body: { name: 'half a profile' } } });
    await user.type(screen.getByLabelText('Full Name'), 'x');
    await user.click(save);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it.each([
    [400, { message: 'Invalid social link format.' }, 'Invalid social link format.'],
    [403, {}, 'Insufficient permissions to update profile.'],
    [500, { message: 'boom' }, 'Server error. Please try again later.'],
    [409, {}, 'Failed to update profile. Please try again.'],
  ])('maps a %i answer to the spec message', async (status, body, message) => {
    const { save } = await openProfile({ 'PATCH /me': { status, body } });
    await user.type(screen.getByLabelText('Full Name'), 'x');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('checks a username 1 s after typing: reserved names locally, others on the server', async () => {
    const { api, save } = await openProfile({
      'GET /usernames/taken': { body: { username: 'taken', available: false, message: 'Username is not available' } },
      'GET /usernames/ada_l': { body: { username: 'ada_l', available: true, message: 'Username is available' } },
      'PATCH /me': { body: testProfile({ username: 'ada_l' }) },
    });
    const username = screen.getByLabelText('Username');
    await user.type(username, 'Admin');
    expect(await screen.findByText('Username is not available', {}, { timeout: 2500 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/usernames'))).toHaveLength(0);

    await user.clear(username);
    await user.type(username, 'taken');
    await waitFor(() => expect(api.callsTo('GET', '/usernames/taken')).toHaveLength(1), { timeout: 2500 });
    expect(await screen.findByText('Username is not available')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an available username');
    expect(api.callsTo('PATCH', '/me')).toHaveLength(0);

    await user.clear(username);
    await user.type(username, 'ada_l');
    expect(await screen.findByText('Username is available', {}, { timeout: 2500 })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/me')[0]?.body).toEqual({ username: 'ada_l' });
  });
});

describe('avatar upload', () => {
  afterEach(() => FakeXhr.uninstall());
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'me.png', { type });

  it.each([
    ['Only JPG or PNG files are allowed.', file(10, 'image/gif')],
    ['File size must be less than 2MB.', file(2_097_152, 'image/png')],
    ['Invalid file. Please select a valid image.', file(0, 'image/png')],
  ])('refuses a bad file: %s', async (message, bad) => {
    const { api } = await openProfile();
    await user.upload(screen.getByLabelText('Upload Avatar'), bad);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('POST', '/me/avatar/upload-url')).toHaveLength(0);
  });

  it('uploads to the presigned URL with a progress bar, then sets the avatar', async () => {
    FakeXhr.install();
    const { api } = await openProfile({
      'POST /me/avatar/upload-url': {
        body: {
          uploadUrl: 'http://127.0.0.1:9/uploads/a.png?sig',
          key: 'avatars/student-id/a.png',
          headers: { 'Content-Type': 'image/png' },
          expiresInSeconds: 300,
        },
      },
      'PUT /me/avatar': { body: { avatar: 'http://127.0.0.1:9/uploads/a.png' } },
    });
    await user.upload(screen.getByLabelText('Upload Avatar'), file(1000, 'image/png'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(api.callsTo('POST', '/me/avatar/upload-url')[0]?.body).toEqual({ contentType: 'image/png', size: 1000 });
    const xhr = FakeXhr.latest();
    expect(xhr.url).toBe('http://127.0.0.1:9/uploads/a.png?sig');
    xhr.progress(400, 1000);
    // The bar shows at 0 when the upload starts: wait for the progress event's render, not the bar.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Avatar upload progress' })).toHaveAttribute('aria-valuenow', '40'));
    xhr.respond(200);
    expect(await screen.findByText('Avatar updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/me/avatar')[0]?.body).toEqual({ key: 'avatars/student-id/a.png' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('says so when the upload worked but the avatar could not be set', async () => {
    FakeXhr.install();
    await openProfile({
      'POST /me/avatar/upload-url': { body: { uploadUrl: 'http://x/a', key: 'k', headers: {}, expiresInSeconds: 300 } },
      'PUT /me/avatar': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    });
    await user.upload(screen.getByLabelText('Upload Avatar'), file(10, 'image/jpeg'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.latest().respond(200);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload completed but failed to get download URL. Please try again.');
  });

  it('shows the server’s reason when it refuses the uploaded file (a non-image renamed .png)', async () => {
    FakeXhr.install();
    await openProfile({
      'POST /me/avatar/upload-url': { body: { uploadUrl: 'http://x/a', key: 'k', headers: {}, expiresInSeconds: 300 } },
      'PUT /me/avatar': { status: 400, body: { message: 'Only JPG or PNG files are allowed.' } },
    });
    await user.upload(screen.getByLabelText('Upload Avatar'), file(10, 'image/png'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.latest().respond(200);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG or PNG files are allowed.');
    expect(screen.queryByText(/failed to get download URL/)).not.toBeInTheDocument();
  });
});
