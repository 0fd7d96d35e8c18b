import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

interface ResetCodeDialogProps {
  readonly languageLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Reset throws the user's code away: it asks first. */
export function ResetCodeDialog({ languageLabel, onConfirm, onCancel }: ResetCodeDialogProps) {
  return (
    <ConfirmDialog
      title="Reset code?"
      description={`Your ${languageLabel} code will be replaced with the starter code, and its saved draft in this browser deleted.`}
      confirmLabel="Reset code"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
