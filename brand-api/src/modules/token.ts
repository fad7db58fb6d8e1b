import { randomBytes } from 'node:crypto';
import { BRAND_KEY_HEADER } from '@fittizia/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Database } from '../db/database.ts';
import { accessTokens, brands } from '../db/schema.ts';
import { type AppEnv, HttpError, mount } from '../http.ts';

export interface TokenOptions {
  ttlSeconds: number;
  now: () => Date;
}

async function knownBrand(database: Database, brandKey: string | undefined): Promise<string> {
  if (!brandKey) throw new HttpError(401, `Missing ${BRAND_KEY_HEADER} header`);
  const rows = await database.db.select().from(brands).where(eq(brands.brandKey, brandKey)).limit(1);
  if (rows.length === 0) throw new HttpError(401, `Unknown ${BRAND_KEY_HEADER}`);
  return brandKey;
}

/** `POST /api/token`: an anonymous bearer token for a known brand, with an expiry. */
export function tokenModule(app: Hono<AppEnv>, database: Database, options: TokenOptions): void {
  app.use('/api/token', async (c, next) => {
    c.set('brandKey', await knownBrand(database, c.req.header(BRAND_KEY_HEADER)));
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

/** Every call but the token call needs a live bearer token issued for the same brand key. */
export function requireToken(
  database: Database,
  options: Pick<TokenOptions, 'now'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const brandKey = await knownBrand(database, c.req.header(BRAND_KEY_HEADER));
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Missing bearer token');
    const rows = await database.db
      .select({ token: accessTokens.token })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.token, match[1] as string),
          eq(accessTokens.brandKey, brandKey),
          gt(accessTokens.expiresAt, options.now()),
        ),
      )
      .limit(1);
    if (rows.length === 0) throw new HttpError(401, 'Invalid or expired token');
    c.set('brandKey', brandKey);
    await next();
  };
}
