import {
  CONTENT_MESSAGES,
  contentConflictAnswer,
  contentEditorPage,
  contentHistoryResponse,
  contentProblemsAnswer,
} from '@fittizia/contract';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_EDITOR_KEY,
  CONTENT_OPERATIONS_KEY,
  CONTENT_PUBLISHER_KEY,
  MOCK_OPS_MESSAGES,
} from './content-editor-fixtures.ts';
import { contentEditorHandlers } from './content-editor-handlers.ts';
import { createContentEditorStore } from './content-editor-store.ts';
import { contentPreviewHandlers } from './content-preview-handlers.ts';

const base = 'http://brand-api.test/api/ops/content';

function setUp() {
  let now = new Date('2026-03-07T12:00:00Z');
  const store = createContentEditorStore({ now: () => now });
  const handlers = contentEditorHandlers(store);
  const send = async (path: string, options: { key?: string; body?: unknown; get?: boolean } = {}) => {
    const { key = CONTENT_PUBLISHER_KEY, body, get = body === undefined } = options;
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${base}${path}`, {
      method: get ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const res = await getResponse(handlers, request);
    if (!res) throw new Error(`no handler for ${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
  };
  const post = (path: string, body?: unknown, key?: string) =>
    send(path, { body, get: false, ...(key ? { key } : {}) });
  return { store, send, post, setNow: (at: string) => (now = new Date(at)) };
}

const homeTiles = (heading: string) => [
  {
    formType: 'heroTile',
    tileId: 'hero-home',
    heading,
    image: { src: '/h.jpg', alt: '', width: 4, height: 3 },
  },
];

describe('the content service mocks', () => {
  it('say the brand API words for a missing or unknown key and a role that may not make the call', async () => {
    const { send, post } = setUp();
    expect(await send('/pages', { key: '' })).toMatchObject({
      status: 401,
      body: { message: MOCK_OPS_MESSAGES.keyRequired },
    });
    expect(await send('/pages', { key: 'wrong-key' })).toMatchObject({
      status: 401,
      body: { message: MOCK_OPS_MESSAGES.keyInvalid },
    });
    expect((await send('/pages', { key: CONTENT_OPERATIONS_KEY })).status).toBe(403);
    expect((await send('/pages', { key: CONTENT_EDITOR_KEY })).status).toBe(200);
    const forced = await post('/pages/home/publish', { revision: 2 }, CONTENT_EDITOR_KEY);
    expect(forced).toEqual({
      status: 403,
      body: { message: MOCK_OPS_MESSAGES.wrongRole('content', 'publisher') },
    });
  });

  it('open a page as the contract describes it, and answer 404 for a page that does not exist', async () => {
    const { send } = setUp();
    const home = await send('/pages/home');
    expect(contentEditorPage.parse(home.body)).toMatchObject({
      id: 'home',
      published: { version: 1 },
      unpublishedChanges: true,
    });
    expect(await send('/pages/nowhere')).toEqual({
      status: 404,
      body: { message: CONTENT_MESSAGES.notFound('nowhere') },
    });
  });

  it('save a draft on the revision opened, refuse a stale one with 409 and a draft with problems with 400', async () => {
    const { send, post } = setUp();
    const saved = await post(
      '/pages/home/draft',
      { baseRevision: 2, title: 'Home', tiles: homeTiles('New') },
      CONTENT_EDITOR_KEY,
    );
    expect(saved).toMatchObject({ status: 200, body: { revision: 3, by: 'editor-anna', changed: true } });
    const stale = await post('/pages/home/draft', {
      baseRevision: 2,
      title: 'Home',
      tiles: homeTiles('Mine'),
    });
    expect(stale.status).toBe(409);
    expect(contentConflictAnswer.parse(stale.body)).toMatchObject({
      message: CONTENT_MESSAGES.conflict,
      revision: 3,
    });
    const bad = await post('/pages/home/draft', {
      baseRevision: 3,
      title: 'Home',
      tiles: [{ formType: 'heroTile' }],
    });
    expect(bad.status).toBe(400);
    expect(contentProblemsAnswer.parse(bad.body).problems[0]?.message).toBe(
      'Tile 1: the desktop image is missing',
    );
    expect(bad.body.message).toBe(CONTENT_MESSAGES.problems(2));
    const schema = await post('/pages/home/draft', { baseRevision: 'three', title: 'Home', tiles: [] });
    expect(schema.status).toBe(400);
    expect((await send('/pages/home')).body).toMatchObject({
      draft: { revision: 3, tiles: homeTiles('New') },
    });
  });

  it('publish the current revision now or later, refuse a stale revision and a past time, and cancel', async () => {
    const { send, post, setNow } = setUp();
    expect(await post('/pages/home/publish', { revision: 1 })).toMatchObject({
      status: 409,
      body: { message: CONTENT_MESSAGES.staleRevision },
    });
    expect(await post('/pages/home/publish', { revision: 2, publishAt: '2026-03-07T11:00:00Z' })).toEqual({
      status: 400,
      body: { message: CONTENT_MESSAGES.scheduleInPast },
    });
    const later = await post('/pages/home/publish', { revision: 2, publishAt: '2026-03-08T09:00:00Z' });
    expect(later.body).toMatchObject({ version: null, publishAt: '2026-03-08T09:00:00.000Z' });
    expect((await send('/pages/home')).body).toMatchObject({
      scheduled: { revision: 2, by: 'publisher-ben' },
    });
    expect((await post('/pages/home/schedule/cancel')).body).toEqual({ id: 'home', cancelled: true });
    expect((await post('/pages/home/schedule/cancel')).body).toEqual({ id: 'home', cancelled: false });
    await post('/pages/home/publish', { revision: 2, publishAt: '2026-03-08T09:00:00Z' });
    setNow('2026-03-08T09:00:01Z');
    expect((await send('/pages/home')).body).toMatchObject({
      scheduled: null,
      published: { version: 2 },
      unpublishedChanges: false,
    });
    expect((await post('/pages/home/publish', { revision: 2 })).body).toMatchObject({
      version: 2,
      changed: false,
    });
  });

  it('keep the history tile by tile and roll back to an earlier version as a new one', async () => {
    const { send, post } = setUp();
    await post('/pages/home/publish', { revision: 2 });
    const history = contentHistoryResponse.parse((await send('/pages/home/history')).body);
    expect(history.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(history.versions[0]?.changes.map((c) => c.summary)).toEqual([
      'Page description changed',
      'Tile 1 (hero-home): heading changed',
      'Tile 2 (signup) added',
    ]);
    expect(await post('/pages/home/rollback', { version: 1 })).toMatchObject({
      body: { version: 3, changed: true },
    });
    const after = contentHistoryResponse.parse((await send('/pages/home/history')).body);
    expect(after.versions[0]).toMatchObject({ version: 3, restoredVersion: 1 });
    expect(await post('/pages/home/rollback', { version: 9 })).toMatchObject({ status: 404 });
    expect(await post('/pages/summer-terrace/rollback', { version: 1 })).toMatchObject({
      status: 409,
      body: { message: CONTENT_MESSAGES.neverPublished },
    });
  });

  it('create and remove pages, but never the home page', async () => {
    const { send, post } = setUp();
    expect((await post('/pages', { id: 'Bad Id', title: 'X' })).status).toBe(400);
    expect((await post('/pages', { id: 'home', title: 'X' })).status).toBe(409);
    expect((await post('/pages', { id: 'quiz-night', title: '' })).body.message).toBe(
      CONTENT_MESSAGES.problems(1),
    );
    expect((await post('/pages', { id: 'quiz-night', title: 'Quiz night' }, CONTENT_EDITOR_KEY)).status).toBe(
      200,
    );
    expect((await post('/pages/quiz-night/remove', undefined, CONTENT_EDITOR_KEY)).status).toBe(403);
    expect((await post('/pages/quiz-night/remove')).body).toEqual({ id: 'quiz-night', removed: true });
    expect((await send('/pages/quiz-night')).body).toMatchObject({ removed: true });
    expect(await post('/pages/home/remove')).toEqual({
      status: 409,
      body: { message: CONTENT_MESSAGES.homeCannotBeRemoved },
    });
  });

  it('make a preview link to the site for the editor', async () => {
    const { post } = setUp();
    const link = await post('/preview-links', { path: '/menu' }, CONTENT_EDITOR_KEY);
    expect(link.body).toMatchObject({ expiresAt: '2026-03-07T13:00:00.000Z' });
    expect(String(link.body.url)).toMatch(/\/preview\?token=.+&to=%2Fmenu$/);
    expect((await post('/preview-links', { path: 'menu' })).status).toBe(400);
  });
});

describe('the preview reads of the mocks', () => {
  it('take a preview link the mocks made until it expires, and show the draft', async () => {
    let now = new Date('2026-03-07T12:00:00Z');
    const store = createContentEditorStore({ now: () => now });
    const handlers = [...contentEditorHandlers(store), ...contentPreviewHandlers(store)];
    const post = async (path: string, body: unknown, key?: string) => {
      const res = await getResponse(
        handlers,
        new Request(`http://brand-api.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify(body),
        }),
      );
      return { status: res?.status, body: (await res?.json()) as Record<string, unknown> };
    };
    const link = await post('/api/ops/content/preview-links', { path: '/' }, CONTENT_EDITOR_KEY);
    const token = String(link.body.token);
    expect(await post('/api/v1/content/preview/session', { token })).toMatchObject({
      body: { editor: 'editor-anna' },
    });
    expect(await post('/api/v1/content/preview/page', { token, id: 'home' })).toMatchObject({
      status: 200,
      body: { revision: 2, tiles: [{ heading: 'Made for sharing' }, {}] },
    });
    expect(await post('/api/v1/content/preview/session', { token: 'forged' })).toEqual({
      status: 401,
      body: { message: CONTENT_MESSAGES.previewInvalid },
    });
    now = new Date('2026-03-07T13:00:01Z');
    expect((await post('/api/v1/content/preview/page', { token, id: 'home' })).body).toEqual({
      message: CONTENT_MESSAGES.previewExpired,
    });
  });
});
