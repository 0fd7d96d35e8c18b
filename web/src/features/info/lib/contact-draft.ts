import { contactCategories, contactLimits, type ContactMessageInput } from '@contract/contact';

/**
 * A message written on the contact form by a signed-out visitor, kept in this tab's session storage
 * while they sign in (docs/requirements/shell.md §7 sends them to /login), and read back once by the form. Storage is
 * the user's to change: anything malformed counts as no draft.
 */
export const CONTACT_DRAFT_KEY = 'codearena.contactDraft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveContactDraft(draft: ContactMessageInput): void {
  try {
    storage()?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the visitor types the message again after signing in
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The kept draft, if any. Only reads: the form clears it once shown (a render may run twice). */
export function readContactDraft(): ContactMessageInput | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CONTACT_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    return {
      name: text(fields.name, contactLimits.name),
      email: text(fields.email, contactLimits.email),
      subject: text(fields.subject, contactLimits.subject),
      category: contactCategories.find((c) => c === fields.category) ?? 'general',
      message: text(fields.message, contactLimits.message),
    };
  } catch {
    return null;
  }
}

export function clearContactDraft(): void {
  try {
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // blocked storage held no draft either
  }
}
