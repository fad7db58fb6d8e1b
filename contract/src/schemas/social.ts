import { z } from 'zod';
import { envelope, responseId, responseObject } from './common.ts';

/** One post of the brand's photo feed (shape designed after the usual media-feed fields). */
export const instaMediaItem = responseObject({
  id: responseId,
  caption: z.string().nullable().optional(),
  media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  media_url: z.string(),
  thumbnail_url: z.string().nullable().optional(),
  permalink: z.string(),
  timestamp: z.string().optional(),
});
export type InstaMediaItem = z.infer<typeof instaMediaItem>;

/** GET /api/social/insta/media: not shown in the spec; designed as `{ data: [...] }`. */
export const instaMediaResponse = envelope(z.array(instaMediaItem));
export type InstaMediaResponse = z.infer<typeof instaMediaResponse>;
