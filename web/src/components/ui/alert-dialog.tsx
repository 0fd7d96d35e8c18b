import { Button } from './button';
import { Dialog } from './dialog';

/** A message the user acknowledges with OK: a title, one line, one button (focus trap and Escape as every Dialog). */
export function AlertDialog({ title, message, onClose }: { readonly title: string; readonly message: string; readonly onClose: () => void }) {
  return (
    <Dialog title={title} description={message} onClose={onClose}>
      <div className="dialog__actions">
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
