import { z } from 'zod';
import { responseObject } from './common.ts';

/** The body of every 4xx/5xx answer of the brand API. */
export const apiErrorBody = responseObject({
  message: z.string(),
  /** Booking error code of spec 8.1, when the failure is one. */
  code: z.number().int().optional(),
  /** The request field that failed validation, for 400 answers. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
