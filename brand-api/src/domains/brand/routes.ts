import { randomBytes } from 'node:crypto';
import { BRAND_KEY_HEADER } from '@fittizia/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { accessTokens, brands } from './tables.ts';

export interface TokenOptions {
  ttlSeconds: number;
  now: () => Date;
  /** The brand keys that answer (BRAND_KEYS); unset, every brand of the database. */
  brandKeys?: readonly string[];
}

async function knownBrand(
  database: Database,
  brandKey: string | undefined,
  brandKeys: readonly string[] | undefined,
): Promise<string> {
  if (!brandKey) throw new HttpError(401, `Missing ${BRAND_KEY_HEADER} header`);
  if (brandKeys && !brandKeys.includes(brandKey)) throw new HttpError(401, `Unknown ${BRAND_KEY_HEADER}`);
  const rows = await database.db.select().from(brands).where(eq(brands.brandKey, brandKey)).limit(1);
  if (rows.length === 0) throw new HttpError(401, `Unknown ${BRAND_KEY_HEADER}`);
  return brandKey;
}

/** `POST /api/token`: an anonymous bearer token for a known brand, with an expiry. */
export function tokenModule(app: Hono<AppEnv>, database: Database, options: TokenOptions): void {
  app.use('/api/token', async (c, next) => {
    c.set('brandKey', await knownBrand(database, c.req.header(BRAND_KEY_HEADER), options.brandKeys));
    await next();
  });
  mount(app, database, 'token', async ({ brandKey }) => {
    const now = options.now();
    const accessToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + options.ttlSeconds * 1000);
    await database.db.transaction(async (tx) => {
      // Expired tokens are useless; sweep them as new ones are issued.
      await tx.delete(accessTokens).where(lt(accessTokens.expiresAt, now));
      await tx.insert(accessTokens).values({ token: accessToken, brandKey, issuedAt: now, expiresAt });
    });
    return { accessToken, expiresAt: expiresAt.toISOString() };
  });
}

/** How long a token or brand key found valid is believed without asking the database again. */
const CHECK_MEMORY_MS = 60_000;

/**
 * Every call but the token call needs a live bearer token issued for the same brand key. A brand key and a
 * token found valid are remembered for a minute (bounded; a token never past its stored expiry), so a read
 * costs no token queries: tokens are only ever removed once expired, so nothing is believed that the
 * database would deny. Unknown keys and tokens are never remembered; they are asked about every time.
 */
export function requireToken(
  database: Database,
  options: Pick<TokenOptions, 'now' | 'brandKeys'>,
): MiddlewareHandler<AppEnv> {
  const knownKeys = new LRUCache<string, true>({ max: 100, ttl: CHECK_MEMORY_MS });
  const liveTokens = new LRUCache<string, { brandKey: string; expiresAt: number }>({
    max: 10_000,
    ttl: CHECK_MEMORY_MS,
  });
  return async (c, next) => {
    const header = c.req.header(BRAND_KEY_HEADER);
    const brandKey =
      header !== undefined && knownKeys.has(header)
        ? header
        : await knownBrand(database, header, options.brandKeys);
    knownKeys.set(brandKey, true);
    const auth = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(auth);
    if (!match) throw new HttpError(401, 'Missing bearer token');
    const token = match[1] as string;
    const now = options.now();
    const known = liveTokens.get(token);
    if (!(known && known.brandKey === brandKey && known.expiresAt > now.getTime())) {
      const rows = await database.db
        .select({ token: accessTokens.token, expiresAt: accessTokens.expiresAt })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.token, token),
            eq(accessTokens.brandKey, brandKey),
            gt(accessTokens.expiresAt, now),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) throw new HttpError(401, 'Invalid or expired token');
      liveTokens.set(token, { brandKey, expiresAt: row.expiresAt.getTime() });
    }
    c.set('brandKey', brandKey);
    await next();
  };
}
