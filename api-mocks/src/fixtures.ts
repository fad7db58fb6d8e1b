import {
  type BrandSettings,
  brandSettings,
  type ContentPage,
  contentPage,
  tokenResponse,
} from '@fittizia/contract';

/**
 * Fixtures are parsed through the contract's schemas, so a fixture that drifts from
 * the contract fails at import time instead of hiding a bug in a story.
 */
export const settingsFixture: BrandSettings = brandSettings.parse({
  site_id: 'fittizia-uk',
  site_name: 'Fittizia Trattoria',
  site_url: 'http://localhost:3000',
  site_email: 'hello@fittizia.example',
  book_now_text: 'Book Now',
  mastheadItems: [
    { linkText: 'Find us', linkUrl: '/find-us' },
    { linkText: 'Menus', linkUrl: '/menu' },
    {
      linkText: 'Celebrate',
      style: 'dropdown',
      links: [
        { linkText: 'Kids', linkUrl: '/kids' },
        { linkText: 'Parties', linkUrl: '/parties' },
      ],
    },
  ],
  socialMediaItems: [
    { linkText: 'Instagram', linkUrl: 'https://instagram.example/fittizia', className: 'instagram' },
    { linkText: 'Facebook', linkUrl: 'https://facebook.example/fittizia', className: 'facebook' },
  ],
  footerItems: [
    { linkText: 'About us', linkUrl: '/about-us', description: 'Our story since 1987' },
    { linkText: 'Privacy policy', linkUrl: '/privacy-policy' },
  ],
});

export const pageFixtures: Record<string, ContentPage> = Object.fromEntries(
  [
    {
      id: 'home',
      title: 'Fittizia Trattoria | Italian-style restaurants across the UK',
      description: 'Wood-fired pizza, fresh pasta and Italian-style plates to share.',
      tiles: [
        {
          formType: 'heroTile',
          tileId: 'home-hero',
          height: 'half',
          width: 'full',
          backgroundColour: 'green',
          heading: 'Made for sharing, since 1987',
        },
      ],
    },
    { id: 'about-us', title: 'About us | Fittizia Trattoria', tiles: [] },
  ].map((p) => [p.id, contentPage.parse(p)]),
);

export const tokenFixture = tokenResponse.parse({
  accessToken: 'mock-access-token',
  expiresAt: '2099-01-01T00:00:00.000Z',
});
