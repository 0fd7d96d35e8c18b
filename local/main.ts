/**
 * `npm start`: the whole app on this machine. Prints the app URL, the mailbox and the seeded
 * accounts; Ctrl-C (or SIGTERM) stops every part, a second Ctrl-C exits at once.
 */
import './packages-as-published';
import { InvalidPortError } from './config';
import { PortBusyError } from './ports';
import { startLocalStack, type LocalStack } from './start';

function accountsTable(accounts: LocalStack['accounts']): string[] {
  const rows = [
    ['role', 'e-mail', 'password', 'TOTP secret (staff sign in with a code)'],
    ...accounts.map((a) => [a.role, a.email, a.password, a.totpSecret ?? '']),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`;
  return [line(rows[0]!), line(widths.map((w) => '─'.repeat(w))), ...rows.slice(1).map(line)];
}

function printReady(stack: LocalStack): void {
  console.log('');
  console.log(`  App:      ${stack.appUrl}`);
  console.log(`  Mailbox:  ${stack.mailboxUrl}   (codes Cognito would e-mail)`);
  console.log(`  Health:   ${stack.apiUrl}/health`);
  if (stack.accounts.length > 0) {
    console.log('');
    console.log('  Seeded accounts (local only):');
    accountsTable(stack.accounts).forEach((l) => console.log(l));
  }
  console.log('');
  console.log('  Press Ctrl-C to stop.');
}

/** A start-up failure the user can fix gets one line; anything else gets its message and cause. */
function reportStartFailure(error: unknown): void {
  if (error instanceof PortBusyError || error instanceof InvalidPortError) {
    console.error(error.message);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start the local stack: ${message}`);
  if (process.env.CODEARENA_DEBUG && error instanceof Error) console.error(error.stack);
}

async function main(): Promise<void> {
  let stopRequested = false;
  let firstSignalAt = 0;
  let wake: () => void = () => undefined;
  const stopSignal = new Promise<void>((resolve) => (wake = resolve));
  const onSignal = () => {
    // One Ctrl-C reaches us twice (from the terminal and relayed by npm/tsx): a repeat within
    // half a second is that same press, not a second one.
    if (stopRequested && Date.now() - firstSignalAt < 500) return;
    if (stopRequested) {
      console.error('\nForced exit.');
      process.exit(1);
    }
    stopRequested = true;
    firstSignalAt = Date.now();
    console.log('\nStopping… (Ctrl-C again to force)');
    wake();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let stack: LocalStack;
  try {
    // A signal during start-up waits for the start to settle, then stops what started.
    stack = await startLocalStack({
      log: (line) => console.log(line),
      // A child that kept dying has stopped the stack already: say so and exit non-zero.
      onFatal: (message) => {
        console.error(`\nThe local stack stopped: ${message} See the lines above for its last output.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (!stopRequested) reportStartFailure(error);
    process.exit(stopRequested ? 0 : 1);
  }
  if (!stopRequested) {
    printReady(stack);
    await stopSignal;
  }
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
}

void main();
