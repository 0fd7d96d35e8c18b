import type { LinkPath } from '@web/lib/app-paths';

/**
 * The static texts of the info pages as data: a paragraph is plain text or a run of pieces, where a
 * piece can link a page of the app (typed, so a wrong path does not compile) or a mailbox.
 */
export type Inline =
  | string
  | { readonly to: LinkPath; readonly label: string; readonly search?: string }
  | { readonly email: string }
  | { readonly strong: string }
  | { readonly code: string };

export type RichText = string | readonly Inline[];

export interface Table {
  /** Names the table for assistive tech. */
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly RichText[])[];
}

/** A paragraph, a list of them, or a table. */
export type Block = RichText | { readonly list: readonly RichText[]; readonly ordered?: boolean } | { readonly table: Table };

export interface DocSection {
  /** The anchor of the section (`#cookies-we-set`). */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A page of prose: a title, a lead, and sections with headings (legal and company pages). */
export interface InfoDocument {
  readonly title: string;
  readonly lead: RichText;
  /** "Last updated" of a legal page (yyyy-mm-dd). */
  readonly updated?: string;
  /** Shows an "On this page" list of the sections. */
  readonly contents?: boolean;
  readonly sections: readonly DocSection[];
}

export interface Question {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly Block[];
}
