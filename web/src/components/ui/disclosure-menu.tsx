import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

export type MenuItem =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly onSelect: () => void };

interface DisclosureMenuProps {
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** Extra content after the label, e.g. a notification dot. */
  readonly adornment?: ReactNode;
  /** Content before the label, e.g. the user's avatar. */
  readonly leading?: ReactNode;
  readonly align?: 'start' | 'end';
}

/**
 * A button that shows a list of links (the disclosure pattern: plain links, no ARIA menu roles, so
 * Tab and screen readers behave as on any list of links). Closes on Escape, outside click and
 * navigation.
 */
export function DisclosureMenu({ label, items, adornment, leading, align = 'start' }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="disclosure" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link disclosure__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {leading}
        <span className={leading ? 'disclosure__label disclosure__label--beside-leading' : 'disclosure__label'}>{label}</span>
        {adornment}
        <span className="disclosure__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className={`disclosure__list disclosure__list--${align}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <Link className="disclosure__item" to={item.to}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className="disclosure__item"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
