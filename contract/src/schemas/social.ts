import { z } from '../zod.ts';
import { envelope, responseId, responseObject } from './common.ts';

/** One post of the brand's photo feed (shape designed after the usual media-feed fields). */
export const instaMediaItem = responseObject({
  id: responseId,
  caption: z.optional(z.nullable(z.string())),
  media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  media_url: z.string(),
  thumbnail_url: z.optional(z.nullable(z.string())),
  permalink: z.string(),
  timestamp: z.optional(z.string()),
});
export type InstaMediaItem = z.infer<typeof instaMediaItem>;

/** GET /api/social/insta/media: not shown in the spec; designed as `{ data: [...] }`. */
export const instaMediaResponse = envelope(z.array(instaMediaItem));
export type InstaMediaResponse = z.infer<typeof instaMediaResponse>;
