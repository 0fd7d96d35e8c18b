import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

export type MenuItem =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly onSelect: () => void };

interface MenuProps {
  /** The button's visible text. */
  readonly label: string;
  /**
   * The button's accessible name when it differs from its text (the account menu is "Account menu"
   * whatever the user is called); the visible text then becomes the button's description.
   */
  readonly ariaLabel?: string;
  readonly items: readonly MenuItem[];
  /** Extra content after the label, e.g. a notification dot. */
  readonly adornment?: ReactNode;
  /** Content before the label, e.g. the user's avatar. */
  readonly leading?: ReactNode;
  readonly align?: 'start' | 'end';
}

/**
 * A button that opens a menu of links and actions: the WAI-ARIA menu button pattern from Radix.
 * Radix is the app's one headless library (dialogs, menus, tabs) rather than React Aria Components
 * because each primitive is its own small module (this menu is in every page's first load, under
 * a budget) and `asChild` keeps our own elements, such as React Router's Link. Arrow keys, Home/End and typing a letter
 * move between items, Enter follows one, Escape and an outside click close it and focus returns
 * to the button. Items that go somewhere stay real links (Radix renders our Link via asChild), so
 * they open in a new tab with a middle click like any link.
 */
export function Menu({ label, ariaLabel, items, adornment, leading, align = 'start' }: MenuProps) {
  const labelId = useId();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-link menu__button" aria-label={ariaLabel} aria-describedby={ariaLabel ? labelId : undefined}>
        {leading}
        <span id={labelId} className={leading ? 'menu__label menu__label--beside-leading' : 'menu__label'}>
          {label}
        </span>
        {adornment}
        <span className="menu__caret" aria-hidden="true" />
      </DropdownMenu.Trigger>
      {/* In a portal: the header's backdrop filter would otherwise clip and offset the popup. */}
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu__content" align={align} sideOffset={6} collisionPadding={8}>
          {items.map((item) =>
            'to' in item ? (
              <DropdownMenu.Item key={item.label} className="menu__item" asChild>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} className="menu__item" onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
