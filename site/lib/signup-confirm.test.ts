import { BrandApiError } from '@fittizia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./brand-client.ts', () => ({ getBrandClient: async () => ({ call }) }));

const { confirmSignupLink } = await import('./signup-confirm.ts');

const TOKEN = 'q3Xb0wVf2Jm9Lr5Tn8Yc1Hd4Gs7Kp6Wz0Ae3Bu5Ci2D';

describe('following a sign-up confirmation link', () => {
  beforeEach(() => call.mockReset());

  it('confirms the token of the link', async () => {
    call.mockResolvedValue({ status: 200, data: { message: 'Your sign-up is confirmed.' } });
    expect(await confirmSignupLink(TOKEN)).toEqual({ kind: 'confirmed' });
    expect(call).toHaveBeenCalledWith('confirmSignup', { params: { token: TOKEN } });
  });

  it('is not found for an unknown, used or expired token (404), and never sends a malformed one', async () => {
    call.mockRejectedValue(new BrandApiError('gone', 404, 'confirmSignup'));
    expect(await confirmSignupLink(TOKEN)).toEqual({ kind: 'not-found' });
    call.mockReset();
    expect(await confirmSignupLink('not-a-token')).toEqual({ kind: 'not-found' });
    expect(call).not.toHaveBeenCalled();
  });
});
