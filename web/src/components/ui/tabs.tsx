import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  /** Rendered only while its tab is selected. */
  readonly panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive tech. */
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly value: string;
  readonly onValueChange: (id: string) => void;
  readonly orientation?: 'horizontal' | 'vertical';
  /** Class names of the parts, so each screen keeps its own layout. */
  readonly classNames?: { readonly root?: string; readonly list?: string; readonly tab?: string; readonly panel?: string };
}

/**
 * The WAI-ARIA tabs pattern on Radix (see components/ui/menu.tsx for why Radix): arrow keys move
 * between tabs and select them, Home/End jump to the ends, Tab moves into the open panel. The
 * selection is controlled, so a screen can keep it in the URL.
 */
export function Tabs({ label, items, value, onValueChange, orientation = 'horizontal', classNames = {} }: TabsProps) {
  return (
    <TabsPrimitive.Root className={classNames.root} value={value} onValueChange={onValueChange} orientation={orientation}>
      <TabsPrimitive.List className={classNames.list} aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger key={item.id} value={item.id} className={classNames.tab}>
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.id} value={item.id} className={classNames.panel}>
          {item.panel}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
