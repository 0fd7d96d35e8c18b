import { fetchMFAPreference } from 'aws-amplify/auth';

/** The name authenticator apps show beside the account's codes. */
export const TOTP_ISSUER = 'CodeArena';

/**
 * Whether the signed-in account has TOTP on (docs/decisions/D33). A failed read counts as on: the
 * API refuses staff tools without it anyway, and a network blip must not lock staff out of the app.
 */
export async function amplifyHasTotp(): Promise<boolean> {
  try {
    const { enabled = [] } = await fetchMFAPreference();
    return enabled.includes('TOTP');
  } catch {
    return true;
  }
}
