import { normalizeShownText } from '@contract/shown-text';
import type { NewProfile } from '../data/user-profiles';

/** Country is sent at sign-up as `custom:country` ("PK" or "Pakistan|PK"); absent means the country dialog asks later. */
function parseCountry(raw: string | undefined): NewProfile['country'] {
  if (!raw) return undefined;
  const [name, code] = raw.includes('|') ? raw.split('|') : [raw, raw];
  return { name: name!.trim(), code: code!.trim().toUpperCase() };
}

/**
 * The profile a confirmed Cognito user starts with. Everyone signs up as a student: staff roles come
 * from the Cognito groups in the token (docs/decisions/D02), which scripts/create-staff.ts also mirrors onto the profile.
 */
export function profileFromAttributes(attributes: Record<string, string | undefined>, now: Date): NewProfile {
  // E-mail is case-insensitive everywhere: the profile keeps the canonical (lower-case) form.
  const email = (attributes.email ?? '').trim().toLowerCase();
  const userId = attributes.sub;
  if (!userId) throw new Error('PostConfirmation event without sub');
  return {
    userId,
    email,
    name: normalizeShownText(attributes.name ?? '') || email.split('@')[0] || 'Anonymous',
    role: 'student',
    country: parseCountry(attributes['custom:country']),
    createdAt: now.toISOString(),
  };
}
