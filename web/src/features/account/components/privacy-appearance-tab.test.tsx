import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@web/components/ui/theme/theme';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockApi, testProfile } from '../test/api-mock';

describe('privacy tab', () => {
  afterEach(() => FakeSocket.reset());

  it('saves a toggle with PUT /me/privacy and tells the realtime server about the status visibility', async () => {
    const api = mockApi({
      'GET /me': { body: testProfile() },
      'PUT /me/privacy': ({ body }) => ({ body: { showBadges: true, showMessages: true, showStatus: true, ...(body as object) } }),
    });
    renderApp({ path: '/settings?tab=privacy', auth: fakeAuthSource(testUser('student')), createSocket: FakeSocket.create });
    const status = await screen.findByRole('switch', { name: 'Show online status' });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    FakeSocket.latest().open();
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).toBeChecked();

    await userEvent.click(status);
    expect(status).not.toBeChecked();
    await waitFor(() => expect(api.callsTo('PUT', '/me/privacy')[0]?.body).toEqual({ showStatus: false }));
    expect(FakeSocket.latest().sent).toContainEqual({ type: 'toggle_status_visibility', visible: false });

    await userEvent.click(screen.getByRole('switch', { name: 'Allow messages' }));
    await waitFor(() => expect(api.callsTo('PUT', '/me/privacy')[1]?.body).toEqual({ showMessages: false }));
  });

  it('reverts silently when the save fails', async () => {
    mockApi({ 'GET /me': { body: testProfile() }, 'PUT /me/privacy': { status: 500, body: { message: 'down' } } });
    renderApp({ path: '/settings?tab=privacy', auth: fakeAuthSource(testUser('student')) });
    const badges = await screen.findByRole('switch', { name: 'Show badges' });
    await waitFor(() => expect(badges).toBeEnabled());
    await userEvent.click(badges);
    await waitFor(() => expect(badges).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps data collection in this browser only', async () => {
    const api = mockApi({ 'GET /me': { body: testProfile() } });
    renderApp({ path: '/settings?tab=privacy', auth: fakeAuthSource(testUser('student')) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Data collection' }));
    expect(localStorage.getItem('codearena.dataCollection')).toBe('false');
    expect(api.calls.filter((c) => c.path.startsWith('/me/privacy'))).toHaveLength(0);
    localStorage.removeItem('codearena.dataCollection');
  });
});

describe('appearance tab', () => {
  afterEach(() => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    document.documentElement.className = '';
  });

  it('applies the theme at once, keeps it locally and saves it; a failed save is ignored', async () => {
    const api = mockApi({ 'GET /me': { body: testProfile() }, 'PUT /me/appearance': { status: 500, body: { message: 'down' } } });
    renderApp({ path: '/settings?tab=appearance', auth: fakeAuthSource(testUser('student')) });
    const dark = await screen.findByRole('radio', { name: 'Dark' });
    expect(dark).toBeChecked();
    expect(document.documentElement).toHaveClass('theme-dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveClass('theme-light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await waitFor(() => expect(api.callsTo('PUT', '/me/appearance')[0]?.body).toEqual({ theme: 'light' }));

    await userEvent.selectOptions(screen.getByLabelText('Date Format'), 'YYYY-MM-DD');
    await userEvent.selectOptions(screen.getByLabelText('Code Editor Theme'), 'cream');
    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'Karachi');
    await waitFor(() => expect(api.callsTo('PUT', '/me/appearance')).toHaveLength(4));
    expect(api.callsTo('PUT', '/me/appearance').map((c) => c.body)).toEqual([
      { theme: 'light' },
      { dateFormat: 'YYYY-MM-DD' },
      { codeEditorTheme: 'cream' },
      { timezone: 'Karachi' },
    ]);
    expect(screen.getByLabelText('Code Editor Theme')).toHaveValue('cream');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
