import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const port = z.coerce.number().int().min(1).max(65535);

export const brandApiConfigSchema = z.object({
  BRAND_API_PORT: port.default(4010),
  BRAND_API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  BRAND_API_DATA_DIR: z.string().min(1).default(`${repoRoot}.data/brand-api`),
  BRAND_KEYS: z
    .string()
    .default('fittizia-demo')
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[\w-]+$/, 'each key may use letters, digits, - and _')).min(1)),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  /** Test-only reads of stored applications (the end-to-end run sets it); off otherwise. */
  BRAND_API_TEST_READS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BrandApiConfig = z.infer<typeof brandApiConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the brand API's configuration once; a bad value names the variable. */
export function loadBrandApiConfig(env: Record<string, string | undefined> = process.env): BrandApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = brandApiConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid brand API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
