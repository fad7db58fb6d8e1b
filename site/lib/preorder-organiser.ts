import type { PreorderView } from '@fittizia/contract';
import { BrandApiError } from '@fittizia/contract/errors';
import { PREORDER_ORGANISER_PATH, PREORDER_TOKEN_PATTERN } from '@fittizia/contract/preorder-links';
import type { OrganiserDone, OrganiserProblem } from '@fittizia/design-system';
import { notFound } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getBrandClient } from './brand-client.ts';

/*
 * The organiser's table (`/pre-order/organiser/<token>`), its printable sheet (`/print`) and its CSV
 * (`/sheet.csv`): read with the organiser's link through `preorderView`, never cached or indexed. A guests' link, a
 * malformed or altered one is a 404 with the same words as any link that is not ours.
 */

/** An organiser's token: the contract's pattern with its `o` purpose (a guests' `g` token is never one). */
export const isOrganiserToken = (token: string) =>
  PREORDER_TOKEN_PATTERN.test(token) && token.includes('.o.');

export const organiserPath = (token: string) => `${PREORDER_ORGANISER_PATH}${encodeURIComponent(token)}`;

/** The organiser's view of a pre-order, or `notFound()` for a link that is not an organiser's. */
export async function loadOrganiserView(token: string): Promise<PreorderView> {
  if (!isOrganiserToken(token)) throw notFound();
  try {
    const view = await (await getBrandClient()).call('preorderView', { params: { token } });
    if (view.role !== 'organiser') throw notFound();
    return view;
  } catch (error) {
    if (error instanceof BrandApiError && [400, 403, 404, 410].includes(error.status)) throw notFound();
    throw error;
  }
}

/** The site's own origin, to make the guests' link whole for sharing (the configured address on the server). */
export const siteOrigin = createIsomorphicFn()
  .server(async (): Promise<string> => {
    const { siteConfig } = await import('../server/config.ts');
    return new URL(siteConfig().SITE_URL).origin;
  })
  .client(async (): Promise<string> => window.location.origin);

const PROBLEMS: readonly OrganiserProblem[] = [
  'closed',
  'cancelled',
  'link',
  'tooMany',
  'full',
  'invalid',
  'failed',
];
const DONE: readonly OrganiserDone[] = ['removed', 'added', 'changed'];
const ID = /^[A-Za-z0-9_-]{1,40}$/;

export interface OrganiserSearch {
  remove?: string;
  change?: string;
  add?: true;
  problem?: OrganiserProblem;
  done?: OrganiserDone;
}

/** The page's search: the guest asked about (`remove`, `change`), `add`, the last post's problem or what it did. */
export function validateOrganiserSearch(search: Record<string, unknown>): OrganiserSearch {
  const id = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && ID.test(String(v));
  return {
    ...(id(search.remove) ? { remove: String(search.remove) } : {}),
    ...(id(search.change) ? { change: String(search.change) } : {}),
    ...(search.add === 1 || search.add === '1' ? { add: true as const } : {}),
    ...(PROBLEMS.includes(search.problem as OrganiserProblem)
      ? { problem: search.problem as OrganiserProblem }
      : {}),
    ...(DONE.includes(search.done as OrganiserDone) ? { done: search.done as OrganiserDone } : {}),
  };
}
