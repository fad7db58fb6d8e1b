import {
  type Endpoint,
  type EndpointName,
  endpoints,
  PREORDER_GUEST_KEY_HEADER,
  PREORDER_MESSAGES,
  type PreorderGuestRequest,
  preorderEntryProblems,
} from '@fittizia/contract';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { refusalOf, urlPattern } from './mock-endpoint.ts';
import {
  countWrite,
  createPreorderStore,
  entryOf,
  openToken,
  type PreorderStore,
  type StoredPreorder,
  storedOf,
  viewOf,
} from './preorder-store.ts';

/*
 * The pre-order calls, stateful over the store: refused as the brand API refuses them, in its order:
 * the request check (400 naming the field), an unknown link (404), the link's rate limit (429), a closed or
 * cancelled pre-order (409), a change of someone else's entry through the guests' link (403), the entry's own
 * rules (400 naming `body.<field>`), and a full party (409).
 */

type Json = Record<string, unknown>;
const json = (body: unknown, status = 200) => HttpResponse.json(body as Json, { status });
const refuse = (status: number, message: string, field?: string) =>
  json({ message, ...(field ? { field } : {}) }, status);

interface Call {
  preorder: StoredPreorder;
  role: 'guest' | 'organiser';
  token: string;
  params: Record<string, string>;
  body: Json;
  ownKey: string | null;
}

function preorderCall(
  store: PreorderStore,
  name: EndpointName,
  resolve: (call: Call) => Response,
): RequestHandler {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? http.get : http.post;
  return method(urlPattern(name), async ({ request, params }) => {
    const refusal = await refusalOf(def, request, params as Record<string, string>);
    if (refusal) return refusal;
    const token = decodeURIComponent(String(params.token));
    const opened = openToken(store, token);
    if (!opened) return refuse(404, PREORDER_MESSAGES.link, 'params.token');
    if (def.method === 'POST') {
      if (!countWrite(store, token)) return refuse(429, PREORDER_MESSAGES.tooMany);
      const { state } = opened.preorder.base;
      if (state !== 'open') return refuse(409, PREORDER_MESSAGES[state]);
    }
    const text = def.method === 'POST' ? await request.text() : '';
    return resolve({
      ...opened,
      token,
      params: params as Record<string, string>,
      body: (text ? JSON.parse(text) : {}) as Json,
      ownKey: request.headers.get(PREORDER_GUEST_KEY_HEADER),
    });
  }) as RequestHandler;
}

/** The first of an entry's refusals as the brand API answers it (400 naming `body.<field>`). */
function entryRefusal(preorder: StoredPreorder, body: PreorderGuestRequest): Response | undefined {
  const [field, message] = Object.entries(preorderEntryProblems(preorder.base, body))[0] ?? [];
  return field && message ? refuse(400, message, `body.${field}`) : undefined;
}

const newKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** The pre-order calls over a store (the default one when none is given). */
export function preorderHandlers(store: PreorderStore = createPreorderStore()): RequestHandler[] {
  return [
    preorderCall(store, 'preorderView', ({ preorder, role, ownKey }) => json(viewOf(preorder, role, ownKey))),
    preorderCall(store, 'preorderAddGuest', ({ preorder, role, body }) => {
      const request = body as unknown as PreorderGuestRequest;
      const refused = entryRefusal(preorder, request);
      if (refused) return refused;
      if (preorder.guests.length >= preorder.base.places)
        return refuse(409, PREORDER_MESSAGES.full(preorder.base.places));
      const key = newKey();
      const stored = storedOf(request, String(preorder.nextId++), key);
      preorder.guests.push(stored);
      return json({
        guest: entryOf(preorder, stored, preorder.guests.length - 1),
        ...(role === 'guest' ? { guestKey: key } : {}),
        view: viewOf(preorder, role, role === 'guest' ? key : null),
      });
    }),
    preorderCall(store, 'preorderChangeGuest', ({ preorder, role, body, params }) => {
      const request = body as unknown as PreorderGuestRequest;
      const index = preorder.guests.findIndex((g) => g.id === params.guestId);
      const current = preorder.guests[index];
      if (!current) return refuse(404, PREORDER_MESSAGES.notYours);
      if (role === 'guest' && request.guestKey !== current.key)
        return refuse(400, PREORDER_MESSAGES.notYours, 'body.guestKey');
      const refused = entryRefusal(preorder, request);
      if (refused) return refused;
      const stored = storedOf(request, current.id, current.key);
      preorder.guests[index] = stored;
      return json({
        guest: entryOf(preorder, stored, index),
        view: viewOf(preorder, role, role === 'guest' ? current.key : null),
      });
    }),
    preorderCall(store, 'preorderRemoveGuest', ({ preorder, role, body, params }) => {
      const current = preorder.guests.find((g) => g.id === params.guestId);
      if (!current) return refuse(404, PREORDER_MESSAGES.notYours);
      if (role === 'guest' && body.guestKey !== current.key)
        return refuse(400, PREORDER_MESSAGES.notYours, 'body.guestKey');
      preorder.guests = preorder.guests.filter((g) => g !== current);
      return json(viewOf(preorder, role));
    }),
  ];
}
