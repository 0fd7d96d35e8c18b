import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  /** Stable and unique within the accordion. */
  readonly id: string;
  /** The question: the heading and the button that shows its answer. */
  readonly title: ReactNode;
  /** Rendered only while open. */
  readonly content: ReactNode;
}

interface AccordionProps {
  readonly items: readonly AccordionEntry[];
  /** The level of each question's heading, so the page's headings stay in order. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * Questions and answers with one answer open at a time (the FAQ of docs/requirements/shell.md §7), on Radix (see
 * components/ui/menu.tsx for why Radix): each question is a heading holding a button with
 * aria-expanded and aria-controls, its answer a region named by it; opening one closes the other,
 * and pressing the open one closes it. Arrow keys, Home and End move between the questions.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root type="single" collapsible className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} className="accordion__item">
          <AccordionPrimitive.Header asChild>
            <Heading className="accordion__heading">
              <AccordionPrimitive.Trigger className="accordion__trigger">
                <span>{item.title}</span>
                <span className="accordion__chevron" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="accordion__panel">{item.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
