import { z } from 'zod';
import { idParam, requestObject, responseObject } from './common.ts';

export const link = responseObject({
  linkText: z.string(),
  linkUrl: z.string(),
  openInNewTab: z.boolean().optional().default(false),
  description: z.string().optional(),
});
export type SiteLink = z.infer<typeof link>;

export const mastheadItem = responseObject({
  linkText: z.string(),
  linkUrl: z.string().optional(),
  openInNewTab: z.boolean().optional().default(false),
  style: z.string().optional(),
  links: z.array(link).optional().default([]),
});
export type MastheadItem = z.infer<typeof mastheadItem>;

export const socialMediaItem = responseObject({
  linkUrl: z.string(),
  description: z.string().optional(),
  linkText: z.string(),
  className: z.string().optional(),
});
export type SocialMediaItem = z.infer<typeof socialMediaItem>;

/** Site settings (spec section 3), with the spec's defaults. */
export const brandSettings = responseObject({
  book_now_text: z.string().optional().default('Book Now'),
  carousel_arrows: z.boolean().optional().default(true),
  carousel_dots: z.boolean().optional().default(false),
  default_restaurant_id: z.string().optional().default(''),
  loading_color: z.string().optional(),
  site_id: z.string(),
  site_name: z.string(),
  site_url: z.string(),
  site_email: z.string().optional(),
  site_description: z.string().optional(),
  mastheadItems: z.array(mastheadItem).optional().default([]),
  socialMediaItems: z.array(socialMediaItem).optional().default([]),
  footerItems: z.array(link).optional().default([]),
  backToTopIcon: z.string().optional().default('chevron-up'),
});
export type BrandSettings = z.infer<typeof brandSettings>;

/**
 * A content tile as the content service sends it. Only the presentation options of
 * spec section 3 are named; everything else passes through untouched.
 */
export const contentTile = responseObject({
  formType: z.string(),
  tileId: z.string().optional(),
  key: z.string().optional(),
  backgroundColor: z.string().optional(),
  backgroundColour: z.string().optional(),
  animationEffect: z.string().optional(),
  backgroundAnimationEffect: z.string().optional(),
  height: z.enum(['full', 'half', 'auto', 'one-third', 'two-thirds']).optional(),
  width: z.enum(['full', 'half', 'third', 'two-thirds']).optional(),
  videoMobile: z.string().optional(),
  videoDesktop: z.string().optional(),
});
export type ContentTile = z.infer<typeof contentTile>;

export const contentPage = responseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  tiles: z.array(contentTile).default([]),
});
export type ContentPage = z.infer<typeof contentPage>;

export const pageParams = requestObject({ id: idParam });
