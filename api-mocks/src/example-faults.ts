/**
 * Requests made from a call's contract example with one fault in one field (an impossible calendar date, a
 * format character in free text), for the sweeps that expect a 400 naming that field (brand API, site proxy,
 * mocks). Re-exported by bad-input.ts.
 */
import {
  type Endpoint,
  endpoints,
  examples,
  findCalendarDates,
  findRequestStrings,
  impossibleCalendarDays,
  type RequestPart,
} from '@fittizia/contract';
import type { BadRequestCase } from './bad-request-case.ts';

/** A request whose one fault is a date no calendar has, in the field `field` (`body.occasions.0.date`). */
export interface ImpossibleDateCase extends BadRequestCase {
  field: string;
}

type Path = (string | number)[];

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withValueAt(copy[key], rest, replacement);
  return copy;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
}

function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The call's example (`examples`) with each of its date fields (the contract's `findCalendarDates`)
 * given each date of `impossibleCalendarDays(year)`, one fault per request. Every case must be refused with a
 * 400 naming `field` (or a field inside it, `body.birthday.day`). A call without a date field has none.
 */
export function impossibleDateRequests(
  name: keyof typeof endpoints,
  year: number,
  headers: Record<string, string> = {},
): ImpossibleDateCase[] {
  const def = endpoints[name] as Endpoint;
  const example = examples[name] as Partial<Record<RequestPart, unknown>>;
  const parts: RequestPart[] = ['params', 'query', 'body'];
  return parts.flatMap((part) =>
    findCalendarDates(def[part]).flatMap(({ path, field }) =>
      impossibleCalendarDays(year).map(({ label, date }) => {
        const request = {
          ...example,
          [part]: withValueAt(example[part], path, field.write(date, valueAt(example[part], path))),
        };
        return exampleCase(def, request, `impossible date (${label})`, [part, ...path].join('.'), headers);
      }),
    ),
  );
}

/** The wire request of `request` (a call's example with one fault) to the call `def`. */
function exampleCase(
  def: Endpoint,
  request: Partial<Record<RequestPart, unknown>>,
  kind: string,
  field: string,
  headers: Record<string, string>,
): ImpossibleDateCase {
  const params = (request.params ?? {}) as Record<string, string>;
  return {
    kind,
    field,
    method: def.method,
    path: `${def.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? 'sample'))}${queryString(request.query)}`,
    headers: {
      accept: 'application/json',
      ...(def.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(def.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
  };
}

/** The format characters the free-text sweep puts in each field: a right-to-left override, a left-to-right isolate. */
export const SWEPT_FORMAT_CHARACTERS = ['\u202e', '\u2066'] as const;

/**
 * The call's example (`examples`) with each string field of its query and body (the contract's
 * `findRequestStrings`) given each of SWEPT_FORMAT_CHARACTERS after its first character, one fault per request.
 * Only fields the example sends are swept (a list it leaves empty or out is not). Every case must be refused
 * with a 400 naming `field`.
 */
export function formatCharacterRequests(
  name: keyof typeof endpoints,
  headers: Record<string, string> = {},
): ImpossibleDateCase[] {
  const def = endpoints[name] as Endpoint;
  const example = examples[name] as Partial<Record<RequestPart, unknown>>;
  return (['query', 'body'] as const).flatMap((part) =>
    findRequestStrings(def[part]).flatMap((path) => {
      const parent = valueAt(example[part], path.slice(0, -1));
      const sent = valueAt(example[part], path);
      if (parent === null || typeof parent !== 'object' || typeof sent !== 'string' || sent === '') return [];
      return SWEPT_FORMAT_CHARACTERS.map((c) => {
        const request = {
          ...example,
          [part]: withValueAt(example[part], path, `${sent.slice(0, 1)}${c}${sent.slice(1)}`),
        };
        const code = `U+${c.codePointAt(0)?.toString(16).toUpperCase()}`;
        return exampleCase(def, request, `format character ${code}`, [part, ...path].join('.'), headers);
      });
    }),
  );
}
