import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTENT_MESSAGES } from '@fittizia/contract';
import type { Db } from '../../../shared/database.ts';
import { NotFound, PreviewRefused } from '../../../shared/errors.ts';
import { contentOf, draftOf } from './records.ts';

/*
 * Preview tokens (docs/content.md, "The content service"): `v1.<payload>.<signature>`, the payload the editor's
 * key name and the expiry (base64url JSON), the signature HMAC-SHA256 of `v1.<payload>` under
 * CONTENT_PREVIEW_SECRET (base64url). Opaque to the site: only the brand API makes and checks them.
 */

const PREFIX = 'v1.';

export interface PreviewSettings {
  /** CONTENT_PREVIEW_SECRET. */
  secret: string;
  /** CONTENT_PREVIEW_MINUTES. */
  minutes: number;
  /** The site's origin (SITE_URL), for the link. */
  siteUrl: string;
}

const sign = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

/** A token for `editor`, valid `minutes` from `now`. */
export function previewToken(secret: string, editor: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ e: editor, x: expiresAt.getTime() })).toString('base64url');
  const signed = `${PREFIX}${payload}`;
  return `${signed}.${sign(secret, signed).toString('base64url')}`;
}

/** Whose a token is and until when; refused (401) when forged, malformed or expired. */
export function checkPreviewToken(secret: string, token: string, now: Date) {
  const invalid = new PreviewRefused(CONTENT_MESSAGES.previewInvalid);
  if (!token.startsWith(PREFIX)) throw invalid;
  const cut = token.lastIndexOf('.');
  const signed = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1), 'base64url');
  const expected = sign(secret, signed);
  if (cut <= PREFIX.length || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalid;
  let claims: { e?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(signed.slice(PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (typeof claims.e !== 'string' || typeof claims.x !== 'number') throw invalid;
  if (claims.x <= now.getTime()) throw new PreviewRefused(CONTENT_MESSAGES.previewExpired);
  return { editor: claims.e, expiresAt: new Date(claims.x).toISOString() };
}

/** The site's preview address for `editor`, opening `path`. */
export function previewLink(settings: PreviewSettings, editor: string, path: string, now: Date) {
  const expiresAt = new Date(now.getTime() + settings.minutes * 60_000);
  const token = previewToken(settings.secret, editor, expiresAt);
  const url = `${settings.siteUrl}/preview?token=${encodeURIComponent(token)}&to=${encodeURIComponent(path)}`;
  return { url, token, expiresAt: expiresAt.toISOString() };
}

/** A page's draft (even one never published) for a valid token, with its revision. */
export async function previewPage(
  db: Db,
  brandKey: string,
  settings: PreviewSettings,
  token: string,
  id: string,
  now: Date,
) {
  checkPreviewToken(settings.secret, token, now);
  const draft = await draftOf(db, brandKey, id);
  if (!draft || draft.removedAt) throw new NotFound(CONTENT_MESSAGES.notFound(id), { field: 'body.id' });
  const content = contentOf(draft);
  return {
    id: draft.pageId,
    title: content.title,
    ...(content.description === null ? {} : { description: content.description }),
    tiles: content.tiles,
    revision: draft.revision,
  };
}
