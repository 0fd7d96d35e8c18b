import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';

/** A code Cognito would have e-mailed. */
export interface MailboxMessage {
  email: string;
  kind: 'sign-up' | 'forgot-password' | string;
  code: string;
  /** ISO time it was sent. */
  at: string;
}

/** One line of the mailbox file, as cognito-local-process.ts appends it. */
interface DeliveryRecord {
  email: string;
  source: string;
  code: string;
  at: string;
}

/** Where the cognito-local child appends what it delivers. */
export function mailboxFile(cognitoDataDir: string): string {
  return join(resolve(cognitoDataDir), 'mailbox.jsonl');
}

/** cognito-local's message source (`SignUp`, `ForgotPassword`, `UpdateUserAttribute`…) → a kind. */
export function kindOfSource(source: string): MailboxMessage['kind'] {
  if (source === 'SignUp' || source === 'ResendCode') return 'sign-up';
  if (source === 'ForgotPassword') return 'forgot-password';
  return source.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

export function parseMailbox(text: string): MailboxMessage[] {
  const messages: MailboxMessage[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as DeliveryRecord;
      messages.push({ email: record.email, kind: kindOfSource(record.source), code: record.code, at: record.at });
    } catch {
      // a line cut short by a crash mid-write: the others still count
    }
  }
  // Appended oldest first; ISO strings sort as times do, and the sort is stable for equal times.
  return messages.reverse().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** Every code sent so far, newest first; empty before the first. */
export async function readMailbox(cognitoDataDir: string): Promise<MailboxMessage[]> {
  try {
    return parseMailbox(await readFile(mailboxFile(cognitoDataDir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMailboxPage(messages: MailboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.email)}</td><td>${escapeHtml(m.kind)}</td><td><code>${escapeHtml(m.code)}</code></td><td><time datetime="${escapeHtml(m.at)}">${escapeHtml(m.at.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<table><thead><tr><th>E-mail</th><th>Kind</th><th>Code</th><th>Sent (UTC)</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : '<p>No messages yet. Sign up or ask for a password reset, and the code appears here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Local mailbox · CodeArena</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse}th,td{padding:.4rem .8rem;border-bottom:1px solid #e5e7eb;text-align:left}code{font-size:1.1rem;letter-spacing:.1em}</style>
</head><body>
<h1>Local mailbox</h1>
<p>The codes Cognito would have e-mailed, newest first. Local stack only; this page refreshes every 5 seconds.</p>
${body}
</body></html>`;
}

/**
 * The mailbox over HTTP: an HTML table, or JSON (an array of MailboxMessage, newest first) with
 * `?format=json`; `?email=` keeps one address's messages.
 */
export function mailboxRequestHandler(cognitoDataDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const email = url.searchParams.get('email')?.toLowerCase();
    readMailbox(cognitoDataDir).then(
      (all) => {
        const messages = email ? all.filter((m) => m.email.toLowerCase() === email) : all;
        const json = url.searchParams.get('format') === 'json';
        res.writeHead(200, {
          'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(json ? JSON.stringify(messages) : renderMailboxPage(messages));
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Could not read the mailbox: ${error.message}`);
      },
    );
  };
}
