/**
 * The provider's webhook signature, as Stripe documents it ("Verify webhook signatures manually"):
 * header `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=…]`, keyed
 * with the endpoint's signing secret. A timestamp outside the tolerance is refused, so a captured
 * request cannot be replayed later; inside it, the event id makes a replay change nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'expired';

function hmacHex(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header a provider sends for `payload` at `timestamp` (the local simulator and the tests sign with it). */
export function signatureHeader(secret: string, payload: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp !== undefined && signatures.length > 0 ? { timestamp, signatures } : undefined;
}

function sameHex(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

export function checkSignature(header: string | undefined, payload: string, secret: string, nowSeconds: number): SignatureCheck {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed) return 'malformed';
  const expected = hmacHex(secret, parsed.timestamp, payload);
  // Any of the v1 signatures may match: during a secret's rotation the provider signs with both.
  if (!parsed.signatures.some((signature) => sameHex(signature, expected))) return 'mismatch';
  if (Math.abs(nowSeconds - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  return 'valid';
}
