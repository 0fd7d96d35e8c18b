import { type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  /** What confirming does, read with the title when the dialog opens. */
  readonly description: ReactNode;
  readonly confirmLabel: string;
  /** Defaults to "Cancel"; some dialogs say what staying means ("Keep", "Stay Subscribed"). */
  readonly cancelLabel?: string;
  /** The confirm button's text while its action runs ("Deleting..."); its label otherwise. */
  readonly busyLabel?: string;
  /** The confirm button is red: the action throws something away. */
  readonly destructive?: boolean;
  /** The cancel button's look, for a dialog that wants staying to be the prominent choice. */
  readonly cancelVariant?: ButtonVariant;
  /**
   * The action. A returned promise keeps the dialog busy until it settles: both buttons disabled,
   * Escape and clicks outside ignored. Failures are the caller's to handle (show an error, close
   * the dialog) before its promise settles.
   */
  readonly onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape and a click beside the dialog: nothing happens but the close. */
  readonly onCancel: () => void;
  /** Busy for a reason the dialog cannot see (a mutation started elsewhere). */
  readonly busy?: boolean;
  /** Anything asked between the description and the buttons, e.g. a reason for leaving. */
  readonly children?: ReactNode;
}

/**
 * "Are you sure?" before an action: a title, a description, Cancel then Confirm. Built on Dialog, so
 * focus starts on the first control (Cancel, the safe choice, unless children come first), is trapped
 * inside, and goes back to whatever opened it. Role "dialog" rather than Radix AlertDialog's
 * "alertdialog": the pages' tests and journeys find these dialogs by that role.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  destructive = false,
  cancelVariant = 'default',
  onConfirm,
  onCancel,
  busy: busyFromCaller = false,
  children,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  // State reaches the button's disabled only on the next render; the ref stops a second press before it.
  const runningNow = useRef(false);
  const busy = busyFromCaller || running;

  const confirm = () => {
    if (runningNow.current || busyFromCaller) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    runningNow.current = true;
    setRunning(true);
    const done = () => {
      runningNow.current = false;
      setRunning(false);
    };
    // Waiting only: a failure is the caller's to show (its promise is the one it handles), and this
    // chain must not leave a second, unhandled rejection behind.
    void result.then(done, done);
  };

  return (
    <Dialog title={title} description={description} onClose={busy ? undefined : onCancel}>
      {children}
      <div className="dialog__actions">
        <Button variant={cancelVariant} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={confirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
