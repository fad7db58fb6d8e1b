import type { ContentPage } from '@fittizia/contract';
import { queryOptions } from '@tanstack/react-query';
import { createIsomorphicFn } from '@tanstack/react-start';
import { pageQuery } from './queries.ts';

/*
 * Preview on the site, as the pages see it (docs/content.md, "Preview on the site"). The server decides from the
 * request's HttpOnly preview cookie (server/preview.server.ts); the browser only ever learns the outcome (on,
 * or ended and why), never the token. In preview every page is rendered by the server: a navigation in the
 * browser loads the next page as a document (__root.tsx), so drafts are read by the server only.
 */

/** A page's preview: drafts shown (with the page builder's address for the edit links), or ended and why. */
export type PagePreview = { state: 'on'; editorUrl?: string } | { state: 'ended'; message: string };

let inBrowser: PagePreview | undefined;

/** The browser keeps what the server said of the page it hydrated (set by the root component). */
export function rememberPreview(preview: PagePreview | undefined): void {
  if (typeof window !== 'undefined') inBrowser = preview;
}

/** Whether drafts are shown in this browser: a navigation then loads the next page from the server. */
export const draftsShownInBrowser = () => inBrowser?.state === 'on';

/** The current request's preview (server), or the one the browser was told (browser); undefined: none. */
export const pagePreview = createIsomorphicFn()
  .server(async (): Promise<PagePreview | undefined> => {
    const { currentPreview } = await import('../server/preview.server.ts');
    return currentPreview();
  })
  .client(async (): Promise<PagePreview | undefined> => inBrowser);

const readDraft = createIsomorphicFn()
  .server(async (id: string): Promise<ContentPage> => {
    const { currentDraft } = await import('../server/preview.server.ts');
    return currentDraft(id);
  })
  .client(async (_id: string): Promise<ContentPage> => {
    throw new Error('A draft is read by the server only');
  });

/**
 * A content page's draft, in preview: read by the server for this request (contentPreviewPage, a private call)
 * and sent with the page for hydration only; never read again in the browser.
 */
export const draftPageQuery = (id: string) =>
  queryOptions({
    queryKey: ['content-page-draft', id.toLowerCase()],
    queryFn: () => readDraft(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The query of a content page as this page shows it: the draft in preview, else the published page. */
export const contentQuery = (id: string, preview: PagePreview | undefined) =>
  preview?.state === 'on' ? draftPageQuery(id) : pageQuery(id);

/** The page builder's workspace on one tile (`tile` from 1), the address of the tile's edit control. */
export function tileEditUrl(editorUrl: string, pageId: string, tile: number): string {
  const query = new URLSearchParams({
    id: 'editor-page-builder--workspace',
    viewMode: 'story',
    page: pageId,
    tile: String(tile),
  });
  return `${editorUrl}/iframe.html?${query.toString()}`;
}
