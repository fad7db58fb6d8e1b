import { FORM_CHECK_HEADERS } from '@fittizia/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBotTrap, formCheckHeaders } from './form-started.ts';

afterEach(() => vi.unstubAllGlobals());

describe('formBotTrap (the booking details steps’ bot check)', () => {
  it('starts the form when the step is shown, once, and sends what the honeypot holds; each send uses its token up and asks for the next', async () => {
    let n = 0;
    const fetch = vi.fn(async () => Response.json({ token: `signed-token-${++n}` }));
    vi.stubGlobal('fetch', fetch);
    const trap = formBotTrap('bookingCreateTest');
    expect(formBotTrap('bookingCreateTest')).toBe(trap);
    expect(fetch).not.toHaveBeenCalled();
    trap.onShown();
    trap.onShown();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await formCheckHeaders('bookingCreateTest')).toEqual({
      [FORM_CHECK_HEADERS.started]: 'signed-token-1',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    trap.onTrap('http://spam.example');
    expect(await formCheckHeaders('bookingCreateTest')).toEqual({
      [FORM_CHECK_HEADERS.started]: 'signed-token-2',
      [FORM_CHECK_HEADERS.trap]: 'http://spam.example',
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
