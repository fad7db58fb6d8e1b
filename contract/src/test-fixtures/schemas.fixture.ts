import { expect } from 'vitest';
import type { Endpoint } from '../endpoint.ts';
import { type EndpointName, endpoints } from '../endpoints.ts';
import { issueMessages } from '../schemas/error.ts';
import type { z } from '../zod.ts';

/*
 * The schema tests' look-ups: the endpoint table's names and entries, a deep copy, and a failed parse's
 * messages.
 */

export const names = Object.keys(endpoints) as EndpointName[];
export const def = (name: EndpointName) => endpoints[name] as Endpoint;
export const clone = <T>(v: T): T => structuredClone(v);

/** Messages of a failed parse, each naming its field. */
export function failures(schema: z.ZodMiniType, value: unknown): string[] {
  const r = schema.safeParse(value);
  expect(r.success, `expected ${JSON.stringify(value)?.slice(0, 120)} to be rejected`).toBe(false);
  return r.success ? [] : issueMessages(r.error);
}
