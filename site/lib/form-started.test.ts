import { FORM_CHECK_HEADERS } from '@fittizia/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBotTrap, formCheckHeaders } from './form-started.ts';

afterEach(() => vi.unstubAllGlobals());

describe('formBotTrap (the booking details steps’ bot check)', () => {
  it('starts the form when the step is shown, once, and sends what the honeypot holds', async () => {
    const fetch = vi.fn(async () => Response.json({ token: 'signed-token' }));
    vi.stubGlobal('fetch', fetch);
    const trap = formBotTrap('bookingCreateTest');
    expect(formBotTrap('bookingCreateTest')).toBe(trap);
    expect(fetch).not.toHaveBeenCalled();
    trap.onShown();
    trap.onShown();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await formCheckHeaders('bookingCreateTest')).toEqual({
      [FORM_CHECK_HEADERS.started]: 'signed-token',
    });
    trap.onTrap('http://spam.example');
    expect(await formCheckHeaders('bookingCreateTest')).toEqual({
      [FORM_CHECK_HEADERS.started]: 'signed-token',
      [FORM_CHECK_HEADERS.trap]: 'http://spam.example',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
