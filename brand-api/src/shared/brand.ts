import type { BrandSettings } from '@fittizia/contract';

/** The fictional demo brand. Nothing here belongs to a real chain. */
export const DEMO_BRAND_KEY = 'fittizia-demo';
export const DEMO_BRAND_NAME = 'Fittizia Trattoria';

export const demoSettings: BrandSettings = {
  book_now_text: 'Book Now',
  carousel_arrows: true,
  carousel_dots: false,
  default_restaurant_id: '',
  loading_color: '#ca4b2f',
  site_id: 'fittizia-uk',
  site_name: DEMO_BRAND_NAME,
  site_url: 'http://localhost:3000',
  site_email: 'hello@fittizia.example',
  site_description:
    'Fittizia Trattoria: wood-fired pizza, fresh pasta and Italian-style plates in over 70 locations across the UK.',
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
        { linkText: 'Christmas parties', linkUrl: '/christmas-party', openInNewTab: false },
        { linkText: 'Group bookings', linkUrl: '/group-bookings', openInNewTab: false },
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
      linkText: 'Contact',
      linkUrl: '/contact',
      openInNewTab: false,
      description: 'Get in touch with our team',
    },
    { linkText: 'Our policies', linkUrl: '/our-policies', openInNewTab: false },
    { linkText: 'Terms and conditions', linkUrl: '/terms-and-conditions', openInNewTab: false },
    { linkText: 'Privacy policy', linkUrl: '/privacy-policy', openInNewTab: false },
    { linkText: 'Cookie policy', linkUrl: '/cookie-policy', openInNewTab: false },
  ],
};
