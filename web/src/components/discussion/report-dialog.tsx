import { useState } from 'react';
import { discussionMessages, REPORT_REASON_MAX } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api-client';

export interface ReportDialogProps {
  /** What is reported, for the title: "Report post". */
  readonly title: string;
  /** Sends the report (POST …/reports {reason}); the dialog closes when it resolves. */
  readonly onSubmit: (reason: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks why an item is reported (3 to 500 characters) and sends it; the server's refusal is shown in the form. */
export function ReportDialog({ title, onSubmit, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const text = reason.trim();
    if (text.length < 3) {
      setError(discussionMessages.reportReason);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : 'Failed to send the report. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} description="Tell an admin what is wrong with it." onClose={busy ? undefined : onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Reason" error={error ?? undefined} announceError>
          {(control) => <textarea {...control} rows={3} maxLength={REPORT_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
        <div className="dialog__actions">
          <Button disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
