import {
  CONTENT_MESSAGES,
  CONTENT_PREVIEW_MINUTES,
  contentPageIdProblem,
  contentProblems,
  type Endpoint,
  type EndpointName,
  endpoints,
  type OpsRole,
} from '@fittizia/contract';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { contentEditorKeys, MOCK_OPS_MESSAGES, type MockOperator } from './content-editor-fixtures.ts';
import {
  type ContentEditorStore,
  createContentEditorStore,
  draftOf,
  fireDueSchedules,
  historyView,
  type PageState,
  pageView,
  publish,
  saveRevision,
} from './content-editor-store.ts';
import { refusalOf, urlPattern } from './mock-endpoint.ts';

/*
 * The content service's editor calls (`/api/ops/content/`), stateful: a save, a publish, a schedule, a rollback
 * and a remove change the store, and later calls see it. Each call refuses what the brand API refuses, in its
 * order: the key (401), the role (403), the contract's request check (400), then the call's own rules.
 */

/** Where the mocks' preview links lead (the contract's example site). */
export const MOCK_PREVIEW_SITE_URL = 'https://www.fittizia-trattoria.example';

type Json = Record<string, unknown>;
interface CallContext {
  operator: MockOperator;
  params: Record<string, string>;
  body: Json;
  at: string;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Json, { status });

/** The role a call needs beyond `content`: the publisher's calls. */
const needs = (role: OpsRole, operator: MockOperator) =>
  operator.role === 'publisher' || (role === 'content' && operator.role === 'content');

function contentCall(
  store: ContentEditorStore,
  keys: Record<string, MockOperator>,
  name: EndpointName,
  role: 'content' | 'publisher',
  resolve: (call: CallContext) => Response,
): RequestHandler {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? http.get : http.post;
  return method(urlPattern(name), async ({ request, params }) => {
    const presented = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim())?.[1];
    if (!presented) return json({ message: MOCK_OPS_MESSAGES.keyRequired }, 401);
    const operator = keys[presented];
    if (!operator) return json({ message: MOCK_OPS_MESSAGES.keyInvalid }, 401);
    if (!needs(role, operator))
      return json({ message: MOCK_OPS_MESSAGES.wrongRole(operator.role, role) }, 403);
    const refusal = await refusalOf(def, request, params as Record<string, string>);
    if (refusal) return refusal;
    const text = def.method === 'POST' ? await request.text() : '';
    const body = (text ? JSON.parse(text) : {}) as Json;
    fireDueSchedules(store);
    return resolve({
      operator,
      params: params as Record<string, string>,
      body,
      at: store.now().toISOString(),
    });
  }) as RequestHandler;
}

const pageIds = (store: ContentEditorStore) =>
  [...store.pages.values()].filter((page) => !page.removed).map((page) => page.id);

const problemsAnswer = (problems: ReturnType<typeof contentProblems>) =>
  json({ message: CONTENT_MESSAGES.problems(problems.length), problems }, 400);

/** The page a call names, or its 404 (and 409 for a change of a removed page). */
function withPage(
  store: ContentEditorStore,
  id: string,
  change: boolean,
  then: (page: PageState) => Response,
): Response {
  const page = store.pages.get(id);
  if (!page) return json({ message: CONTENT_MESSAGES.notFound(id) }, 404);
  if (change && page.removed) return json({ message: CONTENT_MESSAGES.removed(id) }, 409);
  return then(page);
}

/** The handlers of every content editor call over `store` (a fresh one over the mocks' seed unless given). */
export function contentEditorHandlers(
  store: ContentEditorStore = createContentEditorStore(),
  keys: Record<string, MockOperator> = contentEditorKeys,
): RequestHandler[] {
  const call = (name: EndpointName, role: 'content' | 'publisher', resolve: (c: CallContext) => Response) =>
    contentCall(store, keys, name, role, resolve);
  return [
    call('opsContentWhoAmI', 'content', ({ operator }) =>
      json({ name: operator.name, role: operator.role as 'content' | 'publisher' }),
    ),
    call('opsContentPages', 'content', () =>
      json({
        pages: [...store.pages.values()].map((page) => {
          const view = pageView(page);
          return {
            id: page.id,
            title: view.draft.title,
            revision: view.draft.revision,
            publishedVersion: view.published?.version ?? null,
            publishAt: view.scheduled?.publishAt ?? null,
            unpublishedChanges: view.unpublishedChanges,
            removed: page.removed,
            updatedAt: view.draft.at,
          };
        }),
      }),
    ),
    call('opsContentCreatePage', 'content', ({ body, operator, at }) => {
      const id = String(body.id).trim();
      const idProblem = contentPageIdProblem(id);
      if (idProblem) return json({ message: idProblem, field: 'body.id' }, 400);
      if (store.pages.has(id)) return json({ message: CONTENT_MESSAGES.exists(id) }, 409);
      const draft = { title: body.title, description: body.description, tiles: body.tiles ?? [] };
      const problems = contentProblems(draft, { id, pageIds: pageIds(store) });
      if (problems.length > 0) return problemsAnswer(problems);
      const page: PageState = { id, revisions: [], versions: [], scheduled: null, removed: false };
      page.revisions.push({
        title: String(body.title),
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
        tiles: (body.tiles as unknown[]) ?? [],
        revision: 1,
        at,
        by: operator.name,
      });
      store.pages.set(id, page);
      return json(pageView(page));
    }),
    call('opsContentPage', 'content', ({ params }) =>
      withPage(store, String(params.id), false, (page) => json(pageView(page))),
    ),
    call('opsContentSaveDraft', 'content', ({ params, body, operator, at }) =>
      withPage(store, String(params.id), true, (page) => {
        const draft = draftOf(page);
        if (body.baseRevision !== draft.revision) {
          return json(
            { message: CONTENT_MESSAGES.conflict, revision: draft.revision, at: draft.at, by: draft.by },
            409,
          );
        }
        const next = {
          title: String(body.title),
          ...(typeof body.description === 'string' ? { description: body.description } : {}),
          tiles: body.tiles as unknown[],
        };
        const problems = contentProblems(next, { id: page.id, pageIds: pageIds(store) });
        if (problems.length > 0) return problemsAnswer(problems);
        const saved = saveRevision(page, next, { by: operator.name, at });
        const { revision } = saved.revision;
        return json({
          id: page.id,
          revision,
          at: saved.revision.at,
          by: saved.revision.by,
          changed: saved.changed,
        });
      }),
    ),
    call('opsContentPublish', 'publisher', ({ params, body, operator, at }) =>
      withPage(store, String(params.id), true, (page) => {
        const draft = draftOf(page);
        if (body.revision !== draft.revision) {
          return json(
            { message: CONTENT_MESSAGES.staleRevision, revision: draft.revision, at: draft.at, by: draft.by },
            409,
          );
        }
        const publishAt = typeof body.publishAt === 'string' ? new Date(body.publishAt) : undefined;
        if (publishAt && publishAt <= store.now())
          return json({ message: CONTENT_MESSAGES.scheduleInPast }, 400);
        const problems = contentProblems(draft, { id: page.id, pageIds: pageIds(store) });
        if (problems.length > 0) return problemsAnswer(problems);
        if (publishAt) {
          const iso = publishAt.toISOString();
          const changed = page.scheduled?.publishAt !== iso || page.scheduled.revision !== draft.revision;
          page.scheduled = { revision: draft.revision, publishAt: iso, at, by: operator.name };
          return json({ id: page.id, version: null, publishAt: iso, changed });
        }
        page.scheduled = null;
        const done = publish(page, draft, { by: operator.name, at });
        return json({ id: page.id, version: done.version, publishAt: null, changed: done.changed });
      }),
    ),
    call('opsContentCancelSchedule', 'publisher', ({ params }) =>
      withPage(store, String(params.id), false, (page) => {
        const cancelled = page.scheduled !== null;
        page.scheduled = null;
        return json({ id: page.id, cancelled });
      }),
    ),
    call('opsContentHistory', 'content', ({ params }) =>
      withPage(store, String(params.id), false, (page) => json(historyView(page))),
    ),
    call('opsContentRollback', 'publisher', ({ params, body, operator, at }) =>
      withPage(store, String(params.id), true, (page) => {
        if (page.versions.length === 0) return json({ message: CONTENT_MESSAGES.neverPublished }, 409);
        const wanted = page.versions.find((v) => v.version === body.version);
        if (!wanted) return json({ message: CONTENT_MESSAGES.noSuchVersion(Number(body.version)) }, 404);
        const saved = saveRevision(page, wanted, { by: operator.name, at });
        const done = publish(page, saved.revision, {
          by: operator.name,
          at,
          restoredVersion: wanted.version,
        });
        return json({ id: page.id, version: done.version, publishAt: null, changed: done.changed });
      }),
    ),
    call('opsContentRemove', 'publisher', ({ params }) =>
      withPage(store, String(params.id), false, (page) => {
        if (page.id === 'home') return json({ message: CONTENT_MESSAGES.homeCannotBeRemoved }, 409);
        const removed = !page.removed;
        page.removed = true;
        page.scheduled = null;
        return json({ id: page.id, removed });
      }),
    ),
    call('opsContentPreviewLink', 'content', ({ body, operator }) => {
      const path = typeof body.path === 'string' ? body.path : '/';
      const expiresAt = new Date(store.now().getTime() + CONTENT_PREVIEW_MINUTES * 60_000).toISOString();
      const token = `mock.${btoa(JSON.stringify({ editor: operator.name, expiresAt })).replace(/=+$/, '')}`;
      const url = `${MOCK_PREVIEW_SITE_URL}/preview?token=${encodeURIComponent(token)}&to=${encodeURIComponent(path)}`;
      return json({ url, token, expiresAt });
    }),
  ];
}
