import { z } from '../zod.ts';
import { requestObject, responseObject } from './common.ts';

export const tokenRequest = requestObject({ clearCache: z.optional(z.boolean()) });
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = responseObject({
  accessToken: z.string().check(z.minLength(1)),
  /** ISO instant after which the brand API rejects the token. */
  expiresAt: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
