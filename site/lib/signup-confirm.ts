import { BrandApiError, SIGNUP_CONFIRMATION_TOKEN_PATTERN } from '@fittizia/contract';
import { getBrandClient } from './brand-client.ts';

/** What following a sign-up's confirmation link came to. */
export type SignupConfirmLoad = { kind: 'confirmed' } | { kind: 'not-found' };

/**
 * Confirms the sign-up of a confirmation link's token (`confirmSignup`). A malformed token is not sent; an
 * unknown, used or expired one (404) is `not-found`; any other failure is the page's error.
 */
export async function confirmSignupLink(token: string): Promise<SignupConfirmLoad> {
  if (!SIGNUP_CONFIRMATION_TOKEN_PATTERN.test(token)) return { kind: 'not-found' };
  try {
    await (await getBrandClient()).call('confirmSignup', { params: { token } });
    return { kind: 'confirmed' };
  } catch (error) {
    if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'not-found' };
    }
    throw error;
  }
}
