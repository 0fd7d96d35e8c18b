import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem = { readonly label: string; readonly to: string } | { readonly label: string; readonly onSelect: () => void };

interface MenuProps {
  /** The button's visible text. */
  readonly label: string;
  /**
   * What the menu is for when its text does not say it (the account menu shows the user's name):
   * read after the text, so the button is named e.g. "Stu Dent, Account menu". The name starts with
   * what the button shows, as speech input needs (WCAG 2.5.3 Label in Name), and comes from the
   * button's content, not an aria-label that would leave the text out.
   */
  readonly purpose?: string;
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
export function Menu({ label, purpose, items, adornment, leading, align = 'start' }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-link menu__button">
        {leading}
        <span className={leading ? 'menu__label menu__label--beside-leading' : 'menu__label'}>{label}</span>
        {purpose ? <span className="visually-hidden">, {purpose}</span> : null}
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
