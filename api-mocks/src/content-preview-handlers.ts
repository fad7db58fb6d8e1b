import { CONTENT_MESSAGES } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { type ContentEditorStore, draftOf as storeDraftOf } from './content-editor-store.ts';
import { pageFixtures } from './fixtures.ts';
import { type MockErrorBody, mockEndpoint } from './mock-endpoint.ts';

/*
 * The site's server reads of the content service (docs/content.md, "Preview on the site"): the published pages'
 * list, and a page's draft for a preview token. Valid tokens: PREVIEW_TOKENS.valid, and a token the mocks' own
 * preview-link call made (content-editor-handlers.ts: `mock.` and its editor and expiry) until it expires.
 * A page the editor store holds answers the store's draft; any other page of the fixtures answers the published
 * page with "(draft)" after its first heading.
 */

/** The mocks' fixed preview tokens: one valid, one expired; any other is not valid. */
export const PREVIEW_TOKENS = { valid: 'mock-preview-valid', expired: 'mock-preview-expired' } as const;

/** When the fixed valid token expires: an hour after the mocks started. */
const validUntil = new Date(Date.now() + 60 * 60_000).toISOString();

type Session = { editor: string; expiresAt: string } | { refusal: string };

function sessionOf(store: ContentEditorStore, token: string): Session {
  if (token === PREVIEW_TOKENS.valid) return { editor: 'Mock editor', expiresAt: validUntil };
  if (token === PREVIEW_TOKENS.expired) return { refusal: CONTENT_MESSAGES.previewExpired };
  if (!token.startsWith('mock.')) return { refusal: CONTENT_MESSAGES.previewInvalid };
  try {
    const { editor, expiresAt } = JSON.parse(atob(token.slice(5))) as { editor: string; expiresAt: string };
    if (new Date(expiresAt) <= store.now()) return { refusal: CONTENT_MESSAGES.previewExpired };
    return { editor, expiresAt };
  } catch {
    return { refusal: CONTENT_MESSAGES.previewInvalid };
  }
}

/** The draft a fixture page shows: the published page with "(draft)" after its first heading. */
function fixtureDraftOf(id: string) {
  const page = pageFixtures[id];
  if (!page) return undefined;
  const [first, ...rest] = page.tiles;
  const heading = (first as { heading?: unknown } | undefined)?.heading;
  const tiles =
    first && typeof heading === 'string'
      ? [{ ...first, heading: `${heading} (draft)` }, ...rest]
      : page.tiles;
  return { ...page, tiles, revision: 2 };
}

const refusal = (message: string) => HttpResponse.json<MockErrorBody>({ message }, { status: 401 });

export function contentPreviewHandlers(store: ContentEditorStore): RequestHandler[] {
  return [
    mockEndpoint('publishedContentPages', () =>
      HttpResponse.json({
        pages: Object.keys(pageFixtures)
          .sort()
          .map((id) => ({ id, updatedAt: '2026-01-01T09:00:00.000Z' })),
      }),
    ),
    mockEndpoint('contentPreviewSession', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      const session = sessionOf(store, token);
      return 'refusal' in session ? refusal(session.refusal) : HttpResponse.json(session);
    }),
    mockEndpoint('contentPreviewPage', async ({ request }) => {
      const { token, id } = (await request.json()) as { token: string; id: string };
      const session = sessionOf(store, token);
      if ('refusal' in session) return refusal(session.refusal);
      const key = id.toLowerCase();
      const page = store.pages.get(key);
      if (page && !page.removed) {
        const draft = storeDraftOf(page);
        return HttpResponse.json({
          id: key,
          title: draft.title,
          ...(draft.description === undefined ? {} : { description: draft.description }),
          tiles: draft.tiles,
          revision: draft.revision,
        } as never);
      }
      const draft = page ? undefined : fixtureDraftOf(key);
      return draft
        ? HttpResponse.json(draft)
        : HttpResponse.json<MockErrorBody>({ message: CONTENT_MESSAGES.notFound(id) }, { status: 404 });
    }),
  ];
}
