/** The webhook's signature check (Stripe's published scheme): valid, tampered, wrong key, malformed, replayed. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, SIGNATURE_TOLERANCE_SECONDS, signatureHeader } from '../../../lambdas/payments/provider-signature';

const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
const now = 1_790_000_000;

describe('checkSignature', () => {
  it('accepts the provider\'s header: t and v1 = HMAC-SHA256(secret, "t.body") in hex', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${payload}`).digest('hex');
    expect(signatureHeader(secret, payload, now)).toBe(`t=${now},v1=${expected}`);
    expect(checkSignature(`t=${now},v1=${expected}`, payload, secret, now)).toBe('valid');
  });

  it('refuses a body changed by one character, another key, or a signature of another time', () => {
    const header = signatureHeader(secret, payload, now);
    expect(checkSignature(header, payload.replace('evt_1', 'evt_2'), secret, now)).toBe('mismatch');
    expect(checkSignature(header, payload, 'whsec_other', now)).toBe('mismatch');
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(checkSignature(moved, payload, secret, now)).toBe('mismatch');
  });

  it('refuses a missing or malformed header', () => {
    expect(checkSignature(undefined, payload, secret, now)).toBe('malformed');
    expect(checkSignature('', payload, secret, now)).toBe('malformed');
    expect(checkSignature(`t=${now}`, payload, secret, now)).toBe('malformed');
    expect(checkSignature(`v1=${'a'.repeat(64)}`, payload, secret, now)).toBe('malformed');
    expect(checkSignature(`t=abc,v1=${'a'.repeat(64)}`, payload, secret, now)).toBe('malformed');
    expect(checkSignature(`t=${now},v1=xyz`, payload, secret, now)).toBe('malformed');
  });

  it('refuses a genuine request replayed after the tolerance (5 minutes), either way in time', () => {
    const header = signatureHeader(secret, payload, now);
    expect(checkSignature(header, payload, secret, now + SIGNATURE_TOLERANCE_SECONDS)).toBe('valid');
    expect(checkSignature(header, payload, secret, now + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe('expired');
    expect(checkSignature(header, payload, secret, now - SIGNATURE_TOLERANCE_SECONDS - 1)).toBe('expired');
  });

  it('accepts any matching v1 among several (the provider signs with old and new secrets while one rotates)', () => {
    const good = signatureHeader(secret, payload, now).split(',')[1];
    expect(checkSignature(`t=${now},v1=${'0'.repeat(64)},${good}`, payload, secret, now)).toBe('valid');
  });
});
