import { z } from '../zod.ts';
import { responseObject } from './common.ts';

export const healthResponse = responseObject({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
