import { Dialog } from '@web/components/ui/dialog';

interface ResetCodeDialogProps {
  readonly languageLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Reset throws the user's code away: it asks first. */
export function ResetCodeDialog({ languageLabel, onConfirm, onCancel }: ResetCodeDialogProps) {
  return (
    <Dialog title="Reset code?" description={`Your ${languageLabel} code will be replaced with the starter code, and its saved draft in this browser deleted.`} onClose={onCancel}>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Reset code
        </button>
      </div>
    </Dialog>
  );
}
