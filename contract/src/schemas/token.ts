import { z } from 'zod';
import { requestObject, responseObject } from './common.ts';

export const tokenRequest = requestObject({ clearCache: z.boolean().optional() });
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = responseObject({
  accessToken: z.string().min(1),
  /** ISO instant after which the brand API rejects the token. */
  expiresAt: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
