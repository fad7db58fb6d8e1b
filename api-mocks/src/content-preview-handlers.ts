import { CONTENT_MESSAGES } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { pageFixtures } from './fixtures.ts';
import { type MockErrorBody, mockEndpoint } from './mock-endpoint.ts';

/*
 * The site's server reads of the content service (docs/content.md, "Preview on the site"): the published pages'
 * list, and a page's draft for a preview token. The tokens are the mocks' own: PREVIEW_TOKENS below.
 */

/** The mocks' preview tokens: one valid, one expired; any other is not valid. */
export const PREVIEW_TOKENS = { valid: 'mock-preview-valid', expired: 'mock-preview-expired' } as const;

/** When the valid token expires: an hour after the mocks started. */
const validUntil = new Date(Date.now() + 60 * 60_000).toISOString();

/** The draft the valid token shows of a page: the published page with "(draft)" after its first heading. */
function draftOf(id: string) {
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

const refusal = (token: string) =>
  HttpResponse.json<MockErrorBody>(
    {
      message:
        token === PREVIEW_TOKENS.expired ? CONTENT_MESSAGES.previewExpired : CONTENT_MESSAGES.previewInvalid,
    },
    { status: 401 },
  );

export const contentPreviewHandlers: RequestHandler[] = [
  mockEndpoint('publishedContentPages', () =>
    HttpResponse.json({
      pages: Object.keys(pageFixtures)
        .sort()
        .map((id) => ({ id, updatedAt: '2026-01-01T09:00:00.000Z' })),
    }),
  ),
  mockEndpoint('contentPreviewSession', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token !== PREVIEW_TOKENS.valid) return refusal(token);
    return HttpResponse.json({ editor: 'Mock editor', expiresAt: validUntil });
  }),
  mockEndpoint('contentPreviewPage', async ({ request }) => {
    const { token, id } = (await request.json()) as { token: string; id: string };
    if (token !== PREVIEW_TOKENS.valid) return refusal(token);
    const draft = draftOf(id.toLowerCase());
    return draft
      ? HttpResponse.json(draft)
      : HttpResponse.json({ message: CONTENT_MESSAGES.notFound(id) }, { status: 404 });
  }),
];
