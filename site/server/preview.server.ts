import { getRequest } from '@tanstack/react-start/server';
import { serverBrandClient } from './brand-api.server.ts';
import { siteConfig } from './config.ts';
import { type PreviewState, readDraft, requestPreviewCheck } from './preview.ts';
import { sessionFrom } from './session.ts';

/** Secure cookies (and the `__Host-` prefix) when the site's public origin is https. */
export const previewCookieSecure = () => new URL(siteConfig().SITE_URL).protocol === 'https:';

/**
 * The brand client of the preview's calls: the plain server client, never the public-read cache (the drafts
 * are private calls, and a shared render never collects their tags).
 */
const previewClient = () => serverBrandClient(sessionFrom(getRequest()).id);

/**
 * The current request's preview for its pages: undefined without the cookie; `on` with the page builder's
 * address for the tiles' edit links (none when CONTENT_EDITOR_URL is unset); `ended` with why.
 */
export async function currentPreview(): Promise<(PreviewState & { editorUrl?: string }) | undefined> {
  const check = await requestPreviewCheck(getRequest(), previewClient());
  if (!check) return undefined;
  if (!check.valid) return { state: 'ended', message: check.message };
  const editorUrl = siteConfig().CONTENT_EDITOR_URL;
  return editorUrl ? { state: 'on', editorUrl: editorUrl.replace(/\/+$/, '') } : { state: 'on' };
}

/** The draft of a content page for the current request's valid preview (the token stays on this server). */
export async function currentDraft(id: string) {
  const check = await requestPreviewCheck(getRequest(), previewClient());
  if (!check?.valid) throw new Error('no valid preview for this request');
  return readDraft(previewClient(), check.token, id);
}
