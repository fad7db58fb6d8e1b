import { z } from 'zod';

/**
 * Responses are read tolerantly (an upstream may add fields); requests are strict
 * (we never send a field the contract does not name).
 */
export const responseObject = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);
export const requestObject = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

/** The `{ status, data }` envelope several upstream calls answer with. */
export const envelope = <T extends z.ZodType>(data: T) =>
  responseObject({ status: z.number().int().optional(), data });

export const nonEmptyString = z.string().trim().min(1);
export const idParam = z.string().trim().min(1).max(200);
/** Query-string numbers arrive as strings; accept both. */
export const intString = z.coerce.number().int();
