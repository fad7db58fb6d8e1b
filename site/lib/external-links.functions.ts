import { createServerFn } from '@tanstack/react-start';

export interface ExternalLinks {
  giftCardUrl: string;
  feedbackUrl: string;
}

/** The external services of spec 1 (gift card shop, feedback), from the site's configuration. */
export const getExternalLinks = createServerFn({ method: 'GET' }).handler(
  async (): Promise<ExternalLinks> => {
    const { siteConfig } = await import('../server/config.ts');
    const config = siteConfig();
    return { giftCardUrl: config.GIFT_CARD_URL, feedbackUrl: config.FEEDBACK_URL };
  },
);
