import { CONTENT_MESSAGES } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { type ContentEditorStore, draftOf } from './content-editor-store.ts';
import { mockEndpoint } from './mock-endpoint.ts';

/*
 * The site server's preview reads (never a browser's): a preview token the mocks made (content-editor-handlers.ts,
 * `mock.` and its editor and expiry) is valid until it expires; any other is not. The draft read answers the
 * store's draft of the page.
 */

function sessionOf(store: ContentEditorStore, token: string) {
  if (!token.startsWith('mock.')) return { refusal: CONTENT_MESSAGES.previewInvalid };
  try {
    const { editor, expiresAt } = JSON.parse(atob(token.slice(5))) as { editor: string; expiresAt: string };
    if (new Date(expiresAt) <= store.now()) return { refusal: CONTENT_MESSAGES.previewExpired };
    return { editor, expiresAt };
  } catch {
    return { refusal: CONTENT_MESSAGES.previewInvalid };
  }
}

export function contentPreviewHandlers(store: ContentEditorStore): RequestHandler[] {
  return [
    mockEndpoint('contentPreviewSession', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      const session = sessionOf(store, token);
      return 'refusal' in session
        ? HttpResponse.json({ message: session.refusal as string }, { status: 401 })
        : HttpResponse.json({ editor: session.editor, expiresAt: session.expiresAt });
    }),
    mockEndpoint('contentPreviewPage', async ({ request }) => {
      const { token, id } = (await request.json()) as { token: string; id: string };
      const session = sessionOf(store, token);
      if ('refusal' in session)
        return HttpResponse.json({ message: session.refusal as string }, { status: 401 });
      const page = store.pages.get(id);
      if (!page || page.removed)
        return HttpResponse.json({ message: CONTENT_MESSAGES.notFound(id) }, { status: 404 });
      const draft = draftOf(page);
      return HttpResponse.json({
        id,
        title: draft.title,
        ...(draft.description === undefined ? {} : { description: draft.description }),
        tiles: draft.tiles,
        revision: draft.revision,
      } as never);
    }),
  ];
}
