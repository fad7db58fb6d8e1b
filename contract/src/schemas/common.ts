import { hasControlCharacter, textProblem } from '../request-limits.ts';
import { z } from '../zod.ts';
import { EMAIL_MAX, PHONE_PATTERN } from './person.ts';

/** What the mark of a bearer secret says: what the value is, and its form when it can be told from any text. */
export interface BearerSecret {
  /** What the value opens, in a few words (`a booking's manage token`). */
  what: string;
  /** The value's whole form (anchored), looked for anywhere in a log line; none when the form is common (a guid). */
  pattern?: RegExp;
}

/**
 * The mark of a path parameter whose value is a bearer secret: whoever holds it reads (or changes) what it opens.
 * No log line of either server carries such a value (log-redaction.ts finds the marked parameters in the table).
 */
export const bearerSecrets = z.registry<BearerSecret>();

/**
 * Responses are read tolerantly (an upstream may add fields); requests are strict
 * (we never send a field the contract does not name).
 */
export const responseObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape);
export const requestObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z
    .strictObject(shape)
    .check(z.superRefine((value, ctx) => refuseUnsafeText(value as Record<string, unknown>, ctx)));

/** Request fields that may hold several lines (tab, CR and LF allowed): free text a person writes. */
export const MULTILINE_FIELDS: readonly string[] = ['message', 'specialRequest', 'text', 'description'];
/**
 * Every string of a request (each field, and each string of a list) is refused with its field named when it
 * carries a control character (tab, CR and LF only where MULTILINE_FIELDS allow lines) or a bidirectional or
 * invisible format character (`textProblem`): a NUL never reaches the database, no text (a name, a message, a
 * special request echoed in an e-mail) rewrites what is shown around it. Nested request objects check their
 * own fields.
 */
function refuseUnsafeText(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  for (const [key, field] of Object.entries(value)) {
    const rule = { lines: MULTILINE_FIELDS.includes(key) };
    const items: [PropertyKey[], unknown][] = Array.isArray(field)
      ? field.map((item, i) => [[key, i], item])
      : [[[key], field]];
    for (const [path, item] of items) {
      if (typeof item !== 'string') continue;
      const problem = textProblem(item, rule);
      if (problem) ctx.addIssue({ code: 'custom', path, message: `${key} ${problem}`, input: item });
    }
  }
}

/** The `{ status, data }` envelope several upstream calls answer with. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  responseObject({ status: z.optional(z.number().check(z.int())), data });

export const nonEmptyString = z.string().check(z.trim(), z.minLength(1));
export const idParam = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(200),
  z.refine((v) => v !== '.' && v !== '..', { message: 'must not be a dot segment' }),
  z.refine((v) => !hasControlCharacter(v), { message: 'must not contain control characters' }),
);
/** Query-string numbers arrive as strings; accept both. */
export const intString = z.coerce.number().check(z.int());

/** An id the upstream may send as a number or a string; always read as a string. */
export const responseId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

/** Query-string booleans: real booleans or the strings true/false (z.coerce.boolean would read "false" as true). */
export const boolString = z.union([z.boolean(), z.stringbool()]);

/** Formats a date the way spec 5.2 wants it sent (local calendar date, no zero padding). */
export function formatUnpaddedDate(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** `HH:mm`, 24-hour. */
export const hhmm = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time as HH:mm' }));

/** A bookable time (spec 5.2): every 15 minutes from 09:00 to 23:45. */
export const bookingTime = hhmm.check(
  z.refine(
    (v) => {
      const [h, m] = v.split(':').map(Number) as [number, number];
      return h >= 9 && m % 15 === 0;
    },
    { message: 'must be a quarter hour between 09:00 and 23:45' },
  ),
);

/** A time as an upstream answers it: `H:mm` or `HH:mm[:ss]`. */
export const responseTime = z
  .string()
  .check(z.regex(/^\d{1,2}:\d{2}(:\d{2})?$/, { message: 'must be a time' }));

export const email = z.email({ message: 'must be an e-mail address' }).check(z.maxLength(EMAIL_MAX));

/** A phone number: digit-led, 7 to 17 characters, with optional leading plus, dots and spaces (spec 5.1). */
export const phoneNumber = z.string().check(
  z.trim(),
  z.regex(PHONE_PATTERN, {
    message: 'must be a phone number of 7 to 17 digits, spaces, dots or a leading plus',
  }),
);

/** Latitude and longitude, coerced because they also arrive as path segments. */
export const latitude = z.coerce.number().check(z.gte(-90), z.lte(90));
export const longitude = z.coerce.number().check(z.gte(-180), z.lte(180));

/** A file sent inline as base64 (CV upload, contact-form attachments). */
export const base64 = z
  .string()
  .check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'must be base64' }));

/** Where a field is in a request: keys and, for a list, its first item (which stands for every item). */
export type FieldPath = (string | number)[];

/**
 * Walks a request schema through objects, lists (the first item stands for every item), unions and wrappers, and
 * gives what `visit` finds at each field: a schema `visit` answers is not walked further. A field that several
 * union options have is given once for each.
 */
export function findInSchema<T>(
  schema: z.ZodMiniType,
  visit: (schema: z.ZodMiniType, path: FieldPath) => T | undefined,
  path: FieldPath = [],
): { path: FieldPath; found: T }[] {
  const found = visit(schema, path);
  if (found !== undefined) return [{ path, found }];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: FieldPath) => findInSchema(inner as z.ZodMiniType, visit, at);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) =>
        walk(inner, [...path, key]),
      );
    case 'array':
      return walk(def.element, [...path, 0]);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'pipe':
      return walk(def.in, path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

/**
 * Every string field of a request schema, once each: where each is, for the sweeps that put a control or format character in
 * each (an enum or a literal is not a string field).
 */
export function findRequestStrings(schema: z.ZodMiniType): FieldPath[] {
  const found = findInSchema(schema, (s) => (s._zod.def.type === 'string' ? true : undefined));
  // Once each, where several union options have the same field.
  return [...new Map(found.map(({ path }) => [path.join('.'), path])).values()];
}
