import {
  BrandApiError,
  PREORDER_GUEST_KEY_HEADER,
  PREORDER_TOKEN_PATTERN,
  type PreorderView,
} from '@fittizia/contract';
import { getRequest } from '@tanstack/react-start/server';
import { brandClientOver, brandFetch } from './brand-api.server.ts';
import { siteConfig } from './config.ts';
import { type KeyedClient, ownGuestOf, preorderFormResponse, type Typed, typedOf } from './preorder-page.ts';
import { sessionFrom } from './session.ts';

/** Secure cookies (and the `__Host-` prefix) when the site's public origin is https, as the preview's. */
const secureCookies = () => new URL(siteConfig().SITE_URL).protocol === 'https:';

/** The server client whose calls carry a guest's key (PREORDER_GUEST_KEY_HEADER) when there is one. */
const keyedClient =
  (sessionId: string | undefined): KeyedClient =>
  (key) =>
    brandClientOver(
      (path, init, sid) =>
        brandFetch(
          path,
          key ? { ...init, headers: { ...(init.headers ?? {}), [PREORDER_GUEST_KEY_HEADER]: key } } : init,
          sid,
        ),
      sessionId,
    );

export interface PreorderPageLoad {
  view: PreorderView;
  ownGuestId?: string;
  typed?: Typed;
}

/** The page's state for the current request: the view as this browser's guest sees it; undefined for a bad link. */
export async function loadPreorderPage(
  token: string,
  refused: boolean,
): Promise<PreorderPageLoad | undefined> {
  if (!PREORDER_TOKEN_PATTERN.test(token) || !token.includes('.g.')) return undefined;
  const request = getRequest();
  const secure = secureCookies();
  const own = ownGuestOf(request, token, secure);
  try {
    const view = await keyedClient(sessionFrom(request).id)(own?.guestKey).call('preorderView', {
      params: { token },
    });
    const typed = refused ? typedOf(request, token, secure) : undefined;
    return { view, ...(own ? { ownGuestId: own.guestId } : {}), ...(typed ? { typed } : {}) };
  } catch (error) {
    if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}

/** The answer to a post of the page's form (server/preorder-page.ts). */
export function preorderPost(request: Request): Promise<Response> {
  return preorderFormResponse(request, keyedClient(sessionFrom(request).id), secureCookies());
}
