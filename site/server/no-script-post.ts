import { isManageFormPath } from './manage-booking.ts';
import { isOrganiserFormPath } from './preorder-organiser-form.ts';
import { isPreorderFormPath } from './preorder-path.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';
import { shortPage } from './short-page.ts';
import { isStandbyFormPath } from './standby-form.ts';
import { isUnsubscribePath } from './unsubscribe.ts';

/**
 * A form posted to a page (not to `/api`): the site's forms send with their code (design-system `Form` is
 * `method="post"` so that, sent before that code has loaded, nothing typed goes into the address, the history or
 * a log). Such a post reaches the page's address; it is answered with a short page that says nothing was sent
 * and links back to the form. The body is never read, so nothing typed is kept or logged.
 */
export const NO_SCRIPT_POST_TITLE = 'Your details have not been sent';
export const NO_SCRIPT_POST_MESSAGE =
  'The page had not finished loading when you pressed the button, so nothing you typed was sent or kept.';

/** What a form without `enctype` sends (and with a file input). */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A browser's own form submission to a page address (no JavaScript ran): not to `/api` or a server route. */
export function isNoScriptPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const { pathname } = new URL(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_serverFn')) return false;
  if (pathname === CSP_REPORT_PATH) return false;
  // Manage my booking's forms are plain posts by design, answered by their pages (`manage-booking.ts`).
  if (isManageFormPath(pathname)) return false;
  // So are the standby page's (claim, leave), answered by its page (`standby-form.ts`).
  if (isStandbyFormPath(pathname)) return false;
  // And the organiser's table of a group pre-order (remove, add, change: `preorder-organiser-form.ts`).
  if (isOrganiserFormPath(pathname)) return false;
  // And the guests' pre-order page's (add or change a choice), answered by its page (`preorder-page.ts`).
  if (isPreorderFormPath(pathname)) return false;
  // And the one-click unsubscribe's (the page's button, a mail client's RFC 8058 request: `unsubscribe.ts`).
  if (isUnsubscribePath(pathname)) return false;
  return FORM_TYPE.test(request.headers.get('content-type') ?? '');
}

/** The answer: 400 (nothing was done), HTML without a script, the form's address to go back to. */
export function noScriptPostPage(request: Request): Response {
  return shortPage({
    status: 400,
    title: NO_SCRIPT_POST_TITLE,
    message: NO_SCRIPT_POST_MESSAGE,
    back: {
      path: new URL(request.url).pathname,
      label: 'Go back to the form',
      after: ', wait until the page has loaded, and send it again.',
    },
  });
}
