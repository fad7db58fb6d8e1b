import type { BrandSettings } from '@fittizia/contract';

/** Brand settings for stories and tests: the fictional demo brand. */
export const demoSettings: BrandSettings = {
  book_now_text: 'Book Now',
  carousel_arrows: true,
  carousel_dots: false,
  default_restaurant_id: '',
  site_id: 'fittizia-uk',
  site_name: 'Fittizia Trattoria',
  site_url: 'https://fittizia.example',
  backToTopIcon: 'chevron-up',
  mastheadItems: [
    { linkText: 'Find us', linkUrl: '/find-us', openInNewTab: false, links: [] },
    { linkText: 'Menus', linkUrl: '/menu', openInNewTab: false, links: [] },
    { linkText: 'Offers', linkUrl: '/offers', openInNewTab: false, links: [] },
    {
      linkText: 'Celebrate',
      openInNewTab: false,
      style: 'dropdown',
      links: [
        { linkText: 'Kids', linkUrl: '/kids', openInNewTab: false },
        { linkText: 'Parties', linkUrl: '/parties', openInNewTab: false },
        { linkText: 'Gift cards', linkUrl: 'https://gift-cards.fittizia.example', openInNewTab: true },
      ],
    },
    { linkText: 'Careers', linkUrl: '/careers', openInNewTab: false, links: [] },
  ],
  socialMediaItems: [
    {
      linkText: 'Instagram',
      linkUrl: 'https://instagram.example/fittizia',
      className: 'instagram',
      description: 'Fittizia Trattoria on Instagram',
    },
    {
      linkText: 'Facebook',
      linkUrl: 'https://facebook.example/fittizia',
      className: 'facebook',
      description: 'Fittizia Trattoria on Facebook',
    },
    {
      linkText: 'TikTok',
      linkUrl: 'https://tiktok.example/@fittizia',
      className: 'tiktok',
      description: 'Fittizia Trattoria on TikTok',
    },
  ],
  footerItems: [
    { linkText: 'About us', linkUrl: '/about-us', openInNewTab: false, description: 'Our story since 1987' },
    { linkText: 'FAQs', linkUrl: '/faqs', openInNewTab: false, description: 'Answers to common questions' },
    {
      linkText: 'Feedback',
      linkUrl: 'https://feedback.fittizia.example',
      openInNewTab: true,
      description: 'Tell us about your visit',
    },
    { linkText: 'Cookie policy', linkUrl: '/cookie-policy', openInNewTab: false },
  ],
};
