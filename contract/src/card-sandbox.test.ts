import { describe, expect, it } from 'vitest';
import {
  isSandboxClientToken,
  passesLuhn,
  SANDBOX_LUHN_INVALID_NONCE,
  SANDBOX_NONCES,
  SANDBOX_TEST_CARDS,
  sandboxNonceForCard,
  sandboxNonceOutcome,
} from './card-sandbox.ts';

describe('card sandbox table', () => {
  it('lists real-looking test cards (Luhn-valid) whose nonce gives the promised outcome', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(sandboxNonceOutcome(card.nonce), card.number).toBe(card.outcome);
    }
    for (const outcome of ['success', 'declined', 'failed'] as const) {
      expect(SANDBOX_TEST_CARDS.some((c) => c.outcome === outcome)).toBe(true);
    }
    const all = Object.values(SANDBOX_NONCES).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps a typed test card number to its nonce in the browser, spaces allowed', () => {
    expect(sandboxNonceForCard('4111 1111 1111 1111')).toMatchObject({
      ok: true,
      nonce: 'fake-valid-visa-nonce',
    });
    expect(sandboxNonceForCard('4000-1111-1111-1115')).toMatchObject({
      ok: true,
      nonce: 'fake-processor-declined-visa-nonce',
    });
  });

  it('gives a Luhn-invalid number the invalid-card nonce and refuses any other real number', () => {
    expect(sandboxNonceForCard('4111111111111112')).toEqual({
      ok: true,
      nonce: SANDBOX_LUHN_INVALID_NONCE,
      card: null,
    });
    const real = sandboxNonceForCard('4012888888881881'); // Luhn-valid, not a sandbox card
    expect(real.ok).toBe(false);
    expect(sandboxNonceForCard('4111-abcd').ok).toBe(false);
    expect(sandboxNonceOutcome('tokencc_anything')).toBeNull();
  });

  it('checks Luhn correctly', () => {
    expect(passesLuhn('79927398713')).toBe(false); // too short for a card
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('recognises sandbox client authorisations', () => {
    expect(isSandboxClientToken('sandbox_abc.def')).toBe(true);
    expect(isSandboxClientToken('eyJ2ZXJzaW9uIjoyfQ')).toBe(false);
    expect(isSandboxClientToken(null)).toBe(false);
  });
});
