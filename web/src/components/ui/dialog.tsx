import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';

interface DialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** An optional line under the title that assistive tech reads with it. */
  readonly description?: ReactNode;
  /**
   * Escape, the backdrop and the close paths call it. Omit it while busy (a request in flight) or
   * where leaving must be an explicit choice of the dialog's own buttons: then nothing dismisses it.
   */
  readonly onClose?: () => void;
  /** False where a stray click beside the dialog must not count as a choice (e.g. Cancel signs out). */
  readonly closeOnOutsideClick?: boolean;
  readonly className?: string;
}

/**
 * A modal dialog on Radix (see components/ui/menu.tsx for why Radix): focus moves into it on
 * open, stays trapped inside while it is open, and returns to where it was on close; the page
 * below is inert and hidden from assistive tech; Escape closes it. Rendered only while open: the
 * caller decides when it shows, as with the country dialog that opens by itself.
 */
export function Dialog({ title, children, description, onClose, closeOnOutsideClick = true, className }: DialogProps) {
  // Radix returns focus to its own Trigger; ours open from anywhere (a button, a sign-in), so
  // remember what had focus when the dialog appeared and return there.
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const refuseWhenLocked = (event: Event) => {
    if (!onClose) event.preventDefault();
  };
  const refuseOutside = (event: Event) => {
    if (!onClose || !closeOnOutsideClick) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose?.()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-backdrop" />
        <DialogPrimitive.Content
          className={className ? `dialog ${className}` : 'dialog'}
          // Without a description, say so: Radix would otherwise point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
          onEscapeKeyDown={refuseWhenLocked}
          onPointerDownOutside={refuseOutside}
          onInteractOutside={refuseOutside}
        >
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className="dialog__description">{description}</DialogPrimitive.Description> : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
