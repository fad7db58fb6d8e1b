import {
  CONTENT_MESSAGES,
  contentConflictAnswer,
  contentEditorPage,
  contentHistoryResponse,
  contentProblemsAnswer,
} from '@fittizia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewToken } from '../src/domains/content/service/preview.ts';
import { fireSchedule } from '../src/domains/content/service/publishing.ts';
import { revokeKey } from '../src/domains/operations/index.ts';
import { DEV_CONTENT_PREVIEW_SECRET } from '../src/shared/config.ts';
import { rowCounts } from '../src/shared/row-counts.ts';
import { useHarness } from './harness.ts';
import { opsCall, opsKey } from './ops-fixtures.ts';

/*
 * The content service (docs/content.md, "The content service"): drafts, publishing, history, rollback, removal,
 * preview tokens, the roles and CORS, each refusal changing nothing.
 */

const PAGES = '/api/ops/content/pages';
const page = (id: string, rest = '') => `${PAGES}/${encodeURIComponent(id)}${rest}`;
const publicPage = (id: string) => `/api/v1/content/page/${encodeURIComponent(id)}`;

const hero = (heading: string) => ({
  formType: 'heroTile',
  tileId: 'quiz-hero',
  heading,
  image: { src: '/images/tiles/pizza.svg', alt: 'A pizza', width: 1600, height: 900 },
});
const text = (tileId: string, heading: string) => ({ formType: 'textTile', tileId, heading, body: 'Body' });

describe('the content service', () => {
  const h = useHarness();
  let editor: string;
  let publisher: string;
  let operations: string;
  beforeAll(async () => {
    editor = await opsKey(h, 'editor-ada', 'content');
    publisher = await opsKey(h, 'publisher-bo', 'publisher');
    operations = await opsKey(h, 'ops-cy', 'operations');
  });
  const open = async (id: string, key = editor) => {
    const res = await opsCall(h, key, page(id));
    expect(res.status).toBe(200);
    return contentEditorPage.parse(await res.json());
  };
  const save = (id: string, baseRevision: number, tiles: unknown[], title = 'Quiz night', key = editor) =>
    opsCall(h, key, page(id, '/draft'), { baseRevision, title, tiles });
  const counts = () => rowCounts(h.database);
  /** A POST without a body (the calls that take none). */
  const act = (key: string, path: string) =>
    h.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${key}` } });

  it('lists the seeded pages, each draft revision 1 and published version 1 by seed', async () => {
    const res = await opsCall(h, editor, PAGES);
    expect(res.status).toBe(200);
    const { pages } = (await res.json()) as {
      pages: { id: string; revision: number; publishedVersion: number }[];
    };
    const home = pages.find((p) => p.id === 'home');
    expect(home).toMatchObject({
      revision: 1,
      publishedVersion: 1,
      unpublishedChanges: false,
      removed: false,
    });
    const opened = await open('home');
    expect(opened.draft.by).toBe('seed');
    expect(opened.published).toMatchObject({ version: 1, revision: 1, by: 'seed' });
    expect((await opsCall(h, editor, page('whats-on/quiz-night'))).status).toBe(200);
  });

  it('creates a page as a draft that diners cannot read until it is published', async () => {
    const res = await opsCall(h, editor, PAGES, { id: 'quiz', title: 'Quiz', tiles: [hero('Quiz')] });
    expect(res.status).toBe(200);
    const made = contentEditorPage.parse(await res.json());
    expect(made).toMatchObject({ id: 'quiz', published: null, unpublishedChanges: true, removed: false });
    expect(made.draft).toMatchObject({ revision: 1, by: 'editor-ada' });
    expect((await h.request(publicPage('quiz'))).status).toBe(404);
    const again = await opsCall(h, editor, PAGES, { id: 'quiz', title: 'Quiz', tiles: [] });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: CONTENT_MESSAGES.exists('quiz') });
    const badId = await opsCall(h, editor, PAGES, { id: 'Menu', title: 'x' });
    expect(badId.status).toBe(400);
  });

  it('saves a draft as a new revision; the same content again is no new revision', async () => {
    const first = await save('quiz', 1, [hero('Quiz night'), text('quiz-rules', 'Rules')]);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: 'quiz', revision: 2, by: 'editor-ada', changed: true });
    const before = await counts();
    const same = await save('quiz', 2, [hero('Quiz night'), text('quiz-rules', 'Rules')]);
    expect(await same.json()).toMatchObject({ revision: 2, changed: false });
    expect(await counts()).toEqual(before);
  });

  it('refuses a stale save with 409 naming the revision now, and changes nothing', async () => {
    const before = await counts();
    const res = await save('quiz', 1, [hero('Someone else')]);
    expect(res.status).toBe(409);
    const body = contentConflictAnswer.parse(await res.json());
    expect(body).toMatchObject({ message: CONTENT_MESSAGES.conflict, revision: 2, by: 'editor-ada' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a draft with problems with 400, each with its path in words, and changes nothing', async () => {
    const before = await counts();
    const res = await save('quiz', 2, [
      { formType: 'heroTile', heading: 'No picture' },
      { ...text('t', 'Link'), links: [{ linkText: 'Go', linkUrl: '/no-such-page' }] },
    ]);
    expect(res.status).toBe(400);
    const body = contentProblemsAnswer.parse(await res.json());
    expect(body.message).toBe(CONTENT_MESSAGES.problems(body.problems.length));
    expect(body.problems).toContainEqual({
      path: ['tiles', 0, 'image'],
      message: 'Tile 1: the desktop image is missing',
    });
    expect(body.problems.map((p) => p.path)).toContainEqual(['tiles', 1, 'links', 0, 'linkUrl']);
    // A link to another page that exists is fine, and to the page itself.
    const ok = await save('quiz', 2, [
      { ...text('t', 'Link'), links: [{ linkText: 'Kids', linkUrl: '/kids' }] },
    ]);
    expect(ok.status).toBe(200);
    await save('quiz', 3, [hero('Quiz night'), text('quiz-rules', 'Rules')]);
    expect(await counts()).not.toEqual(before);
  });

  it('refuses an unknown field and an unknown page', async () => {
    const unknown = await opsCall(h, editor, page('quiz', '/draft'), {
      baseRevision: 4,
      title: 'x',
      tiles: [],
      colour: 'red',
    });
    expect(unknown.status).toBe(400);
    expect((await opsCall(h, editor, page('no-such'))).status).toBe(404);
    const missing = await save('no-such', 1, []);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: CONTENT_MESSAGES.notFound('no-such') });
  });

  it('answers 401 without a valid key and 403 to a role that may not make the call', async () => {
    expect((await opsCall(h, undefined, PAGES)).status).toBe(401);
    expect((await opsCall(h, 'fzops_00000000_nope', PAGES)).status).toBe(401);
    const ops = await opsCall(h, operations, PAGES);
    expect(ops.status).toBe(403);
    expect(await ops.json()).toEqual({
      message: 'This operator key has the operations role: this call needs the content or publisher role',
    });
    const before = await counts();
    for (const [path, body] of [
      [page('quiz', '/publish'), { revision: 4 }],
      [page('quiz', '/schedule/cancel'), undefined],
      [page('quiz', '/rollback'), { version: 1 }],
      [page('quiz', '/remove'), undefined],
    ] as const) {
      const res = await h.app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(res.status, path).toBe(403);
    }
    expect((await opsCall(h, publisher, '/api/ops/changes')).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('publishes the current revision: diners read it, a change event and a log line are recorded', async () => {
    const stale = await opsCall(h, publisher, page('quiz', '/publish'), { revision: 3 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: CONTENT_MESSAGES.staleRevision, revision: 4 });
    const events = await h.count('change_events');
    const res = await opsCall(h, publisher, page('quiz', '/publish'), { revision: 4 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'quiz', version: 1, publishAt: null, changed: true });
    const read = await h.request(publicPage('quiz'));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { tiles: { heading: string }[] }).tiles[0]?.heading).toBe('Quiz night');
    expect(await h.count('change_events')).toBe(events + 1);
    const [event] = await h.rows<{ kind: string; ids: string[]; tags: string[]; actor: string }>(
      'SELECT kind, ids, tags, actor FROM change_events ORDER BY id DESC LIMIT 1',
    );
    expect(event).toEqual({
      kind: 'content',
      ids: ['quiz'],
      tags: ['content:quiz', 'content-pages'],
      actor: 'publisher-bo',
    });
    expect(await h.count('ops_changes', "action = 'content-publish' AND target = 'content:quiz'")).toBe(1);
    const listed = await h.request('/api/v1/content/pages');
    expect(((await listed.json()) as { pages: { id: string }[] }).pages.map((p) => p.id)).toContain('quiz');
    const again = await opsCall(h, publisher, page('quiz', '/publish'), { revision: 4 });
    expect(await again.json()).toEqual({ id: 'quiz', version: 1, publishAt: null, changed: false });
    expect(await h.count('change_events')).toBe(events + 1);
  });

  it('refuses to publish a schedule in the past and a draft with problems, changing nothing', async () => {
    await save('quiz', 4, [hero('Quiz night'), text('quiz-rules', 'House rules')]);
    const before = await counts();
    const past = await opsCall(h, publisher, page('quiz', '/publish'), {
      revision: 5,
      publishAt: new Date(h.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ message: CONTENT_MESSAGES.scheduleInPast });
    // A page linked from the draft is removed meanwhile: the draft now has a problem.
    await opsCall(h, editor, PAGES, { id: 'quiz-prizes', title: 'Prizes' });
    await save('quiz', 5, [
      hero('Quiz night'),
      { ...text('l', 'Prizes'), links: [{ linkText: 'Prizes', linkUrl: '/quiz-prizes' }] },
    ]);
    await act(publisher, page('quiz-prizes', '/remove'));
    const mid = await counts();
    const problems = await opsCall(h, publisher, page('quiz', '/publish'), { revision: 6 });
    expect(problems.status).toBe(400);
    expect(contentProblemsAnswer.parse(await problems.json()).problems).toHaveLength(1);
    expect(await counts()).toEqual(mid);
    expect(before).not.toEqual(mid);
  });

  it('schedules a publish, replaces it and cancels it (nothing public changes)', async () => {
    await save('quiz', 6, [hero('Quiz night'), text('quiz-rules', 'House rules')]);
    const at = new Date(h.clock.now().getTime() + 3_600_000).toISOString();
    const res = await opsCall(h, publisher, page('quiz', '/publish'), { revision: 7, publishAt: at });
    expect(await res.json()).toEqual({ id: 'quiz', version: null, publishAt: at, changed: true });
    expect((await open('quiz')).scheduled).toMatchObject({ revision: 7, publishAt: at, by: 'publisher-bo' });
    const scheduleId = async () =>
      (await h.rows<{ id: string }>("SELECT id FROM content_schedules WHERE page_id = 'quiz'"))[0]?.id ?? '';
    const replaced = await scheduleId();
    const later = new Date(h.clock.now().getTime() + 7_200_000).toISOString();
    await opsCall(h, publisher, page('quiz', '/publish'), { revision: 7, publishAt: later });
    expect(await h.count('content_schedules', "page_id = 'quiz'")).toBe(1);
    const cancelled = await scheduleId();
    expect(cancelled).not.toBe(replaced);
    const versions = await h.count('content_versions', "page_id = 'quiz'");
    // The job of a replaced schedule, when it comes, publishes nothing.
    expect(await fireSchedule(h.database, replaced, h.clock.now())).toBeUndefined();
    const cancel = await act(publisher, page('quiz', '/schedule/cancel'));
    expect(await cancel.json()).toEqual({ id: 'quiz', cancelled: true });
    const twice = await act(publisher, page('quiz', '/schedule/cancel'));
    expect(await twice.json()).toEqual({ id: 'quiz', cancelled: false });
    expect((await open('quiz')).scheduled).toBeNull();
    // Nor does a cancelled one's.
    expect(await fireSchedule(h.database, cancelled, h.clock.now())).toBeUndefined();
    expect(await h.count('content_versions', "page_id = 'quiz'")).toBe(versions);
  });

  it('tells the history tile by tile, and rolls back to an earlier version as a new one', async () => {
    await opsCall(h, publisher, page('quiz', '/publish'), { revision: 7 });
    const res = await opsCall(h, editor, page('quiz', '/history'));
    const history = contentHistoryResponse.parse(await res.json());
    expect(history.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(history.versions[0]?.changes).toEqual([
      {
        tile: 2,
        tileId: 'quiz-rules',
        change: 'changed',
        fields: ['heading'],
        summary: 'Tile 2 (quiz-rules): heading changed',
      },
    ]);
    expect(history.versions[1]?.changes.map((c) => c.change)).toEqual(['added', 'added']);
    await save('quiz', 7, [text('quiz-rules', 'House rules'), hero('Quiz night!')]);
    const drafts = contentHistoryResponse.parse(
      await (await opsCall(h, editor, page('quiz', '/history'))).json(),
    ).drafts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.changes.map((c) => c.summary)).toEqual([
      'Tile 1 (quiz-rules) moved from place 2',
      'Tile 2 (quiz-hero): heading changed',
      'Tile 2 (quiz-hero) moved from place 1',
    ]);
    const missing = await opsCall(h, publisher, page('quiz', '/rollback'), { version: 9 });
    expect(missing.status).toBe(404);
    const back = await opsCall(h, publisher, page('quiz', '/rollback'), { version: 1 });
    expect(await back.json()).toEqual({ id: 'quiz', version: 3, publishAt: null, changed: true });
    const opened = await open('quiz');
    expect(opened.draft.revision).toBe(9);
    expect(opened.unpublishedChanges).toBe(false);
    expect(
      ((await (await h.request(publicPage('quiz'))).json()) as { tiles: { heading: string }[] }).tiles[1]
        ?.heading,
    ).toBe('Rules');
    const latest = contentHistoryResponse.parse(
      await (await opsCall(h, editor, page('quiz', '/history'))).json(),
    );
    expect(latest.versions[0]).toMatchObject({ version: 3, restoredVersion: 1, by: 'publisher-bo' });
  });

  it('removes a page: diners get 404, it leaves the published list; the home page stays', async () => {
    const events = await h.count('change_events');
    const res = await act(publisher, page('quiz', '/remove'));
    expect(await res.json()).toEqual({ id: 'quiz', removed: true });
    expect(await h.count('change_events')).toBe(events + 1);
    expect((await h.request(publicPage('quiz'))).status).toBe(404);
    const listed = (await (await h.request('/api/v1/content/pages')).json()) as { pages: { id: string }[] };
    expect(listed.pages.map((p) => p.id)).not.toContain('quiz');
    expect((await open('quiz')).removed).toBe(true);
    expect((await save('quiz', 9, [])).status).toBe(409);
    const home = await act(publisher, page('home', '/remove'));
    expect(home.status).toBe(400);
    expect(await home.json()).toMatchObject({ message: CONTENT_MESSAGES.homeCannotBeRemoved });
    expect((await h.request(publicPage('home'))).status).toBe(200);
  });

  describe('preview', () => {
    const session = (token: string) => h.post('/api/v1/content/preview/session', { token });
    it('makes a signed link for the editor whose key asks, which shows drafts until it expires', async () => {
      await opsCall(h, editor, PAGES, { id: 'draft-only', title: 'Draft only', tiles: [hero('Not yet')] });
      const res = await opsCall(h, editor, '/api/ops/content/preview-links', { path: '/draft-only' });
      expect(res.status).toBe(200);
      const link = (await res.json()) as { url: string; token: string; expiresAt: string };
      expect(link.token).toMatch(/^v1\./);
      expect(link.url).toBe(
        `http://localhost:3000/preview?token=${encodeURIComponent(link.token)}&to=${encodeURIComponent('/draft-only')}`,
      );
      expect(await (await session(link.token)).json()).toEqual({
        editor: 'editor-ada',
        expiresAt: link.expiresAt,
      });
      const draft = await h.post('/api/v1/content/preview/page', { token: link.token, id: 'draft-only' });
      expect(draft.status).toBe(200);
      expect(await draft.json()).toMatchObject({ id: 'draft-only', revision: 1, title: 'Draft only' });
      h.clock.advance(61 * 60_000);
      const late = await session(link.token);
      expect(late.status).toBe(401);
      expect(await late.json()).toEqual({ message: CONTENT_MESSAGES.previewExpired });
      h.clock.reset();
    });

    it('refuses a forged signature, another secret and nonsense with 401', async () => {
      const good = previewToken(DEV_CONTENT_PREVIEW_SECRET, 'editor-ada', new Date(Date.now() + 60_000));
      const forged = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
      const other = previewToken(
        'another-secret-of-at-least-thirty-two-chars',
        'editor-ada',
        new Date(Date.now() + 60_000),
      );
      const [, payload, signature] = good.split('.');
      const longer = `v1.${Buffer.from(JSON.stringify({ e: 'editor-ada', x: Date.now() + 9e9 })).toString('base64url')}.${signature}`;
      for (const token of [forged, other, longer, 'v1.', 'nonsense', `v2.${payload}.${signature}`]) {
        const res = await session(token);
        expect(res.status, token).toBe(401);
        expect(await res.json()).toEqual({ message: CONTENT_MESSAGES.previewInvalid });
        expect((await h.post('/api/v1/content/preview/page', { token, id: 'home' })).status).toBe(401);
      }
    });
  });

  it('tells a key its name and role (content or publisher); an operations key is refused', async () => {
    for (const [key, name, role] of [
      [editor, 'editor-ada', 'content'],
      [publisher, 'publisher-bo', 'publisher'],
    ] as const) {
      const res = await opsCall(h, key, '/api/ops/content/me');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name, role });
    }
    expect((await opsCall(h, operations, '/api/ops/content/me')).status).toBe(403);
    expect((await opsCall(h, undefined, '/api/ops/content/me')).status).toBe(401);
  });

  it("ends a preview link's previews when the key of the editor who made it is revoked", async () => {
    const leaving = await opsKey(h, 'editor-leaving', 'content');
    const res = await opsCall(h, leaving, '/api/ops/content/preview-links', { path: '/' });
    const { token } = (await res.json()) as { token: string };
    const session = () => h.post('/api/v1/content/preview/session', { token });
    expect((await session()).status).toBe(200);
    await revokeKey(h.database.db, 'editor-leaving');
    const refused = await session();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: CONTENT_MESSAGES.previewInvalid });
    expect((await h.post('/api/v1/content/preview/page', { token, id: 'home' })).status).toBe(401);
  });

  describe('CORS', () => {
    const ORIGIN = 'http://localhost:6006';
    it('answers a preflight from the page builder with the methods and headers it may use', async () => {
      const res = await h.app.request(PAGES, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
      expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
      const call = await h.app.request(PAGES, {
        headers: { origin: ORIGIN, authorization: `Bearer ${editor}` },
      });
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      const refused = await h.app.request(PAGES, { headers: { origin: ORIGIN } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    });

    it('gives any other origin no CORS header and refuses its calls', async () => {
      for (const method of ['OPTIONS', 'GET']) {
        const res = await h.app.request(PAGES, {
          method,
          headers: {
            origin: 'https://evil.example',
            authorization: `Bearer ${editor}`,
            'access-control-request-method': 'GET',
          },
        });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: CONTENT_MESSAGES.originRefused });
        expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
      }
    });
  });
});
