import {
  type BrandSettings,
  brandSettings,
  type ContentPage,
  choicesResponse,
  contactContentResponse,
  contactTypesResponse,
  contentPage,
  customerPreferencesResponse,
  examples,
  geoCoordinatesResponse,
  geoSearchResponse,
  instaMediaResponse,
  type Job,
  type JobDetail,
  jobLocationsResponse,
  jobResponse,
  jobsResponse,
  type Menu,
  menu,
  offer,
  offerCodeResponse,
  type Restaurant,
  restaurant,
  signupResponse,
  tokenResponse,
} from '@fittizia/contract';

/**
 * Fixtures are parsed through the contract's schemas, so a fixture that drifts from
 * the contract fails at import time instead of hiding a bug in a story.
 */
/** A social link as the brand API sends it: the network's name, its icon class and a label naming the brand. */
const social = (network: string, linkUrl: string) => ({
  linkText: network,
  linkUrl,
  className: network.toLowerCase(),
  description: `Fittizia Trattoria on ${network}`,
});

/**
 * The brand settings the mocks answer with and the header and footer stories and tests show (the wire form:
 * the contract's defaults fill `openInNewTab`, `links` and the rest).
 */
export const settingsFixture: BrandSettings = brandSettings.parse({
  site_id: 'fittizia-uk',
  site_name: 'Fittizia Trattoria',
  site_url: 'https://fittizia.example',
  site_email: 'hello@fittizia.example',
  mastheadItems: [
    { linkText: 'Find us', linkUrl: '/find-us' },
    { linkText: 'Menus', linkUrl: '/menu' },
    { linkText: 'Offers', linkUrl: '/offers' },
    {
      linkText: 'Celebrate',
      style: 'dropdown',
      links: [
        { linkText: 'Kids', linkUrl: '/kids' },
        { linkText: 'Parties', linkUrl: '/parties' },
        { linkText: 'Gift cards', linkUrl: 'https://gift-cards.fittizia.example', openInNewTab: true },
      ],
    },
    { linkText: 'Careers', linkUrl: '/careers' },
  ],
  socialMediaItems: [
    social('Instagram', 'https://instagram.example/fittizia'),
    social('Facebook', 'https://facebook.example/fittizia'),
    social('TikTok', 'https://tiktok.example/@fittizia'),
  ],
  footerItems: [
    { linkText: 'About us', linkUrl: '/about-us', description: 'Our story since 1987' },
    { linkText: 'FAQs', linkUrl: '/faqs', description: 'Answers to common questions' },
    {
      linkText: 'Feedback',
      linkUrl: 'https://feedback.fittizia.example',
      openInNewTab: true,
      description: 'Tell us about your visit',
    },
    { linkText: 'Cookie policy', linkUrl: '/cookie-policy' },
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

/* Restaurants, menus, offers and geo (7.4, 7.7, 7.8), from the contract's examples. */

/** Manchester Deansgate (1042), Leeds Briggate (1057) and a hidden holiday park (1203). */
export const restaurantFixtures: Restaurant[] = examples.searchRestaurants.response.restaurants.map((r) =>
  restaurant.parse(r),
);

const kidsMenu = menu.parse({
  id: 'm-kids',
  name: 'Kids Menu',
  description: 'For under 12s: a main, a dessert and a drink for £7.95.',
  image: { file: { url: '/images/menus/kids.jpg' } },
  calorieStatement: 'Adults need around 2000 kcal a day',
  sections: [
    {
      id: 'kids-mains',
      name: 'Mains',
      items: [
        {
          id: 'kids-margherita',
          name: 'Little margherita',
          description: 'Tomato and mozzarella, with cucumber sticks.',
          price: 7.95,
          kcal: 560,
          allergens: ['cereals containing gluten', 'milk'],
          dietaryTags: [{ name: 'Vegetarian', code: 'V' }],
        },
      ],
    },
  ],
  dietaryKey: [{ name: 'Vegetarian', code: 'V' }],
});

/** A menu as the brand API answers it, with the optional calorie statement it may add. */
export type MenuFixture = Menu & { calorieStatement?: string };

/** The contract's example menu (`m-main`, the menu stories show) and a kids menu, by id. */
export const menuFixtures: Record<string, MenuFixture> = {
  'm-main': menu.parse({ ...examples.menu.response, calorieStatement: 'Adults need around 2000 kcal a day' }),
  'm-kids': kidsMenu,
};

export const offerFixtures = examples.restaurantOffers.response.data.map((o) => offer.parse(o));

/**
 * An offer past its last day, as the brand API reads it (`ended: true`): never listed, its page says it has
 * ended and a claim is refused (410, OFFER_ENDED_MESSAGE). The seed has one by this slug too.
 */
export const endedOfferFixture = offer.parse({
  id: 'off-summer-spritz',
  offerSlug: 'summer-spritz',
  title: 'Summer spritz: two for £10',
  description: 'Two spritzes for £10 on the terrace, every afternoon.',
  termAndConditions: 'Over 18s only. Please drink responsibly.',
  successButtonText: 'Find a restaurant',
  successButtonUrl: '/restaurants',
  overrideSuccessUrl: false,
  validityText: 'Every day, noon to 6pm. Valid until 31 August 2025',
  image: '/images/tiles/drinks.svg',
  validFrom: '2025-06-01',
  validUntil: '2025-08-31',
  ended: true,
});

export const geoSearchFixture = geoSearchResponse.parse(examples.geoSearch.response);
export const geoCoordinatesFixture = geoCoordinatesResponse.parse(examples.geoSearchByCoordinates.response);

export const restaurantNotFound = (what: string) => ({
  message: `Restaurant not found: no restaurant with ${what}`,
});

export * from './booking-fixtures.ts';

/** The job openings the mocks list (the contract's example list). */
export const jobFixtures: Job[] = jobsResponse.parse(examples.jobs.response).data.jobs;

const exampleDetail = jobResponse.parse(examples.job.response).data;

/**
 * Each listed opening as `GET api/jobs/{jobId}` answers it: the example job with its three questions, the
 * others with the same description and questions as they fit (none for a job that asks nothing).
 */
export const jobDetailFixtures: Record<string, JobDetail> = Object.fromEntries(
  jobFixtures.map((job, index) => [
    job.jobId,
    job.jobId === exampleDetail.jobId
      ? exampleDetail
      : {
          ...job,
          category: job.category ?? 'Head Office',
          description: exampleDetail.description,
          questions: index % 2 === 0 ? [] : exampleDetail.questions,
        },
  ]),
);

export const jobLocationsFixture = jobLocationsResponse.parse(examples.jobLocations.response);

/* Contact, customers, choices, offers' codes, sign-up and social (7.3, 7.4, 7.5, 7.7, 7.8), from the contract's examples. */

/** The enquiry types, reasons (with sub-reasons) and restaurants of the contact form. */
export const contactFixtures = {
  types: contactTypesResponse.parse(examples.contactTypes.response).data,
  content: contactContentResponse.parse(examples.contactContent.response),
};

/** The customer the preferences page loads (Giulia, guid of the example). */
export const customerGuidFixture = examples.getCustomerPreferences.params.customerGuid;
export const customerFixture = customerPreferencesResponse.parse(examples.getCustomerPreferences.response);

/** The image choices of the choices page. */
export const choicesFixture = choicesResponse.parse(examples.choices.response);

/** A generated voucher (the offer-code example). */
export const offerCodeFixture = offerCodeResponse.parse(examples.offerCode.response);

export const signupFixture = signupResponse.parse(examples.signup.response);

export const instaMediaFixture = instaMediaResponse.parse(examples.instaMedia.response);

export {
  CUSTOMER_NOT_FOUND_MESSAGE,
  INVALID_SEARCH_QUERY_MESSAGE,
  MENU_NOT_FOUND_MESSAGE,
} from '@fittizia/contract';
