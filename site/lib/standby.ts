import { STANDBY_TOKEN_PATTERN } from '@fittizia/contract/constants';
import { BookingErrorCode, BrandApiError } from '@fittizia/contract/errors';
import type { StandbyLoad } from '@fittizia/design-system';
import { notFound } from '@tanstack/react-router';
import { getBrandClient } from './brand-client.ts';

/** The standby entry a link names (never cached: `standbyView` is private), or that the link is not ours (30). */
export async function loadStandbyEntry(token: string): Promise<StandbyLoad> {
  if (!STANDBY_TOKEN_PATTERN.test(token))
    return { kind: 'problem', code: BookingErrorCode.StandbyLinkInvalid };
  try {
    const entry = await (await getBrandClient()).call('standbyView', { params: { token } });
    return { kind: 'found', entry };
  } catch (error) {
    if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'problem', code: BookingErrorCode.StandbyLinkInvalid };
    }
    throw error;
  }
}

/**
 * The standby entry a link names; a link that is not ours throws `notFound()`: its page, with the same words,
 * answers 404.
 */
export async function loadStandbyEntryOr404(token: string): Promise<StandbyLoad> {
  const load = await loadStandbyEntry(token);
  if (load.kind === 'problem') throw notFound();
  return load;
}
