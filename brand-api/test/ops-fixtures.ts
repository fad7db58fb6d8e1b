import type { EndpointName, OpsRole } from '@fittizia/contract';
import { endpoints } from '@fittizia/contract';
import { createKey } from '../src/domains/operations/index.ts';
import type { Harness } from './harness.ts';

/** Makes an operator's key in the harness's database and answers it. */
export async function opsKey(h: Harness, name: string, role: OpsRole = 'operations') {
  const made = await createKey(h.database.db, { name, role });
  if (made === 'taken') throw new Error(`key ${name} exists`);
  return made.key;
}

/** A call of the operators' API with a key (none: no Authorization), a POST of `body` as JSON when given. */
export const opsCall = (h: Harness, key: string | undefined, path: string, body?: unknown) =>
  h.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** An operators' call (`section: 'ops'`): the mocks have none, since the site never makes them. */
export const isOpsCall = (name: EndpointName) => endpoints[name].section === 'ops';

/**
 * The headers a sweep of every call sends: the brand's token and key, or for an operators' call an operator's
 * key (made once per harness, before the sweep counts rows).
 */
export async function sweepHeaders(h: Harness) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const key = await opsKey(h, `sweep-${suffix}`);
  const publisher = await opsKey(h, `sweep-publisher-${suffix}`, 'publisher');
  return (name: EndpointName) =>
    isOpsCall(name)
      ? { authorization: `Bearer ${endpoints[name].path.startsWith('/api/ops/content/') ? publisher : key}` }
      : h.auth;
}
