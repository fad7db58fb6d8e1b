import type { ContentPage } from '@fittizia/contract';

/** Demo pages of tiles for the fictional brand, as the content service would send them. */
export const demoPages: ContentPage[] = [
  {
    id: 'home',
    title: 'Fittizia Trattoria | Italian-style restaurants across the UK',
    description:
      'Wood-fired pizza, fresh pasta and Italian-style plates to share. Find your nearest Fittizia Trattoria and book a table.',
    tiles: [
      {
        formType: 'heroTile',
        tileId: 'home-hero',
        key: 'home-hero',
        height: 'half',
        width: 'full',
        backgroundColour: 'green',
        heading: 'Made for sharing, since 1987',
        body: 'Wood-fired pizza, fresh pasta and long lunches in over 70 trattorias across the UK.',
        links: [{ linkText: 'Book a table', linkUrl: '/#booking', openInNewTab: false }],
      },
      {
        formType: 'textTile',
        tileId: 'home-menu',
        key: 'home-menu',
        height: 'auto',
        width: 'half',
        backgroundColour: 'almond',
        heading: 'New autumn menu',
        body: 'Slow-cooked ragù, roasted squash ravioli and a hazelnut tiramisù, for a limited time.',
        links: [{ linkText: 'See the menu', linkUrl: '/menu', openInNewTab: false }],
      },
      {
        formType: 'textTile',
        tileId: 'home-offers',
        key: 'home-offers',
        height: 'auto',
        width: 'half',
        backgroundColour: 'lightGreen',
        heading: 'Sign up for a free main course',
        body: 'Join our newsletter for a main course on us, birthday treats and first dibs on new dishes.',
        links: [{ linkText: 'Sign up', linkUrl: '/sign-up', openInNewTab: false }],
      },
    ],
  },
  {
    id: 'about-us',
    title: 'About us | Fittizia Trattoria',
    description: 'The story of Fittizia Trattoria, from one kitchen to tables across the UK.',
    tiles: [
      {
        formType: 'textTile',
        tileId: 'about-story',
        key: 'about-story',
        height: 'auto',
        width: 'full',
        backgroundColour: 'offWhite',
        heading: 'Our story',
        body: 'Fittizia Trattoria began as a twelve-table kitchen with a wood-fired oven and a family recipe book. Today our trattorias still make dough fresh every morning.',
      },
    ],
  },
];
