import { z } from '../zod.ts';
import { responseObject } from './common.ts';

/** The body of every 4xx/5xx answer of the brand API. */
export const apiErrorBody = responseObject({
  message: z.string(),
  /** Booking error code of spec 8.1, when the failure is one. */
  code: z.optional(z.number().check(z.int())),
  /** The request field that failed validation, for 400 answers. */
  field: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Dotted path of an issue (`stores.0.miles`), or '' for the root. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/**
 * One readable line per issue, always naming the field: `adults: Too big...`, or
 * `experience.0.toMonth: toMonth is required`. Top-level messages that already start
 * with the field name are left as they are; unknown keys (strict requests) name the
 * key in zod's own message.
 */
export function issueMessages(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issuePath(issue);
    const topLevelNamed = issue.path.length === 1 && issue.message.startsWith(path);
    if (!path || topLevelNamed || issue.message.startsWith(`${path} `)) return issue.message;
    return `${path}: ${issue.message}`;
  });
}

/** The 400 body the brand API answers for a request that fails its schema. */
export function validationErrorBody(error: z.core.$ZodError): ApiErrorBody {
  const first = error.issues[0];
  const unknownKey = first?.code === 'unrecognized_keys' ? first.keys[0] : undefined;
  const path = first ? issuePath(first) : '';
  const field = unknownKey ? (path ? `${path}.${unknownKey}` : unknownKey) : path || undefined;
  return { message: issueMessages(error).join('; ') || 'Invalid request', ...(field ? { field } : {}) };
}
