import type { z } from './zod.ts';

/**
 * Checking a long answer without one long task: the answer's long lists are checked an item at a time, and the main
 * thread is given back (`pause`) whenever a slice has run for `sliceMs`. The outcome is the schema's own: the same
 * data as `safeParse` gives, and a refused answer is checked again in one go, for the same issues.
 */

/** A list shorter than this is checked with the rest of the answer, in one go. */
export const SLICED_MIN_ITEMS = 16;

/** How long one slice of checking runs before the main thread is given back. */
export const SLICE_MS = 8;

export interface SlicedIssue {
  path: PropertyKey[];
  message: string;
}
export type SlicedResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: SlicedIssue[] } };

interface Def {
  type?: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  element?: z.ZodMiniType;
  checks?: unknown[];
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The fields of an object answer that are plain lists (an array schema with no checks of its own: its items are all
 * there is to check) holding at least SLICED_MIN_ITEMS items: each field's name and its item's schema.
 */
function longLists(schema: z.ZodMiniType, json: unknown): [string, z.ZodMiniType][] {
  const def = defOf(schema);
  if (def.type !== 'object' || def.checks?.length || !def.shape) return [];
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  const lists: [string, z.ZodMiniType][] = [];
  for (const [field, fieldSchema] of Object.entries(def.shape)) {
    const fieldDef = fieldSchema._zod.def;
    const value = (json as Record<string, unknown>)[field];
    if (fieldDef.type !== 'array' || fieldDef.checks?.length || !fieldDef.element) continue;
    if (Array.isArray(value) && value.length >= SLICED_MIN_ITEMS) lists.push([field, fieldDef.element]);
  }
  return lists;
}

/**
 * `schema.safeParse(json)`, with an object answer's long lists checked item by item between pauses. `run` wraps
 * each synchronous slice (the call client collects the unknown values an answer held, `tolerant.ts`). Anything
 * else (a short answer, a list with rules of its own) is checked in one go, as `safeParse` does.
 */
export async function safeParseInSlices<S extends z.ZodMiniType>(
  schema: S,
  json: unknown,
  pause: () => Promise<void>,
  run: <T>(slice: () => T) => T = (slice) => slice(),
  sliceMs = SLICE_MS,
): Promise<SlicedResult<z.output<S>>> {
  // In one go: the outcome as `safeParse` gives it (a refused answer's issues, in its order, are the schema's own).
  const whole = () => run(() => schema.safeParse(json)) as SlicedResult<z.output<S>>;
  const lists = longLists(schema, json);
  if (!lists.length) return whole();
  const parsed = new Map<string, unknown[]>();
  let sliceStart = performance.now();
  for (const [field, item] of lists) {
    const values = (json as Record<string, unknown[]>)[field] as unknown[];
    const out: unknown[] = [];
    for (let i = 0; i < values.length; i++) {
      if (performance.now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = performance.now();
      }
      const result = run(() => item.safeParse(values[i]));
      if (!result.success) return whole();
      out.push(result.data);
    }
    parsed.set(field, out);
  }
  // The rest of the answer, its lists left empty, then the checked lists put back in their places.
  const rest = { ...(json as Record<string, unknown>) };
  for (const [field] of lists) rest[field] = [];
  const result = run(() => schema.safeParse(rest));
  if (!result.success) return whole();
  const data = result.data as Record<string, unknown>;
  for (const [field, out] of parsed) data[field] = out;
  return { success: true, data: data as z.output<S> };
}
