import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOfSource, mailboxFile, mailboxRequestHandler, parseMailbox, readMailbox } from '../../local/cognito/mailbox';

const line = (email: string, source: string, code: string, at: string) => `${JSON.stringify({ email, source, code, userPoolId: 'local_x', at })}\n`;

describe('mailbox records', () => {
  it('names each kind of message', () => {
    expect(kindOfSource('SignUp')).toBe('sign-up');
    expect(kindOfSource('ResendCode')).toBe('sign-up');
    expect(kindOfSource('ForgotPassword')).toBe('forgot-password');
    expect(kindOfSource('UpdateUserAttribute')).toBe('update-user-attribute');
  });

  it('lists newest first and skips a line cut short', () => {
    const text =
      line('a@x.test', 'SignUp', '111111', '2026-01-01T10:00:00.000Z') +
      line('b@x.test', 'ForgotPassword', '222222', '2026-01-01T10:05:00.000Z') +
      '{"email":"c@x.te';
    expect(parseMailbox(text)).toEqual([
      { email: 'b@x.test', kind: 'forgot-password', code: '222222', at: '2026-01-01T10:05:00.000Z' },
      { email: 'a@x.test', kind: 'sign-up', code: '111111', at: '2026-01-01T10:00:00.000Z' },
    ]);
  });

  it('puts the later of two codes sent in the same millisecond first', () => {
    const at = '2026-01-01T10:00:00.000Z';
    const codes = parseMailbox(line('a@x.test', 'SignUp', '111111', at) + line('a@x.test', 'ForgotPassword', '222222', at)).map((m) => m.code);
    expect(codes).toEqual(['222222', '111111']);
  });
});

describe('mailbox over HTTP', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'codearena-mailbox-'));
    await writeFile(
      mailboxFile(dir),
      line('Eve@X.test', 'SignUp', '<b>1</b>', '2026-01-01T10:00:00.000Z') + line('sam@x.test', 'ForgotPassword', '654321', '2026-01-02T09:30:00.000Z'),
    );
    server = createServer(mailboxRequestHandler(dir));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__local/mailbox`;
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads nothing from a folder where nothing was sent', async () => {
    expect(await readMailbox(join(dir, 'absent'))).toEqual([]);
  });

  it('answers JSON, filtered by address without regard to case', async () => {
    const all = await fetch(`${base}?format=json`);
    expect(all.headers.get('content-type')).toContain('application/json');
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(((await all.json()) as { code: string }[]).map((m) => m.code)).toEqual(['654321', '<b>1</b>']);
    const one = (await (await fetch(`${base}?format=json&email=eve@x.test`)).json()) as { email: string }[];
    expect(one.map((m) => m.email)).toEqual(['Eve@X.test']);
  });

  it('renders an HTML table with the values escaped', async () => {
    const page = await (await fetch(base)).text();
    expect(page).toContain('<th>E-mail</th><th>Kind</th><th>Code</th>');
    expect(page).toContain('<td>sam@x.test</td><td>forgot-password</td><td><code>654321</code></td>');
    expect(page).toContain('&#60;b&#62;1&#60;/b&#62;');
    expect(page).not.toContain('<b>1</b>');
  });
});
