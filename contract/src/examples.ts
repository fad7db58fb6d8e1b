import { JOBS_SITE_ID } from './constants.ts';
import type { Endpoint } from './endpoint.ts';
import type { EndpointName, Endpoints, ExternalCallName, ExternalCalls } from './endpoints.ts';
import { groupExamples } from './examples-groups.ts';
import { opsExamples } from './examples-ops.ts';
import { type RestaurantInput, WEEKDAYS, type WeeklyHoursKey } from './schemas/content.ts';
import type { z } from './zod.ts';

/**
 * One realistic example per call: what the site sends and what the brand API answers
 * (the wire form, i.e. schema input). The MSW mocks and the contract tests use these.
 */
export interface EndpointExample<E extends Endpoint> {
  params?: z.input<E['params']>;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
  response: z.input<E['response']>;
}

export type Examples = { [N in EndpointName]: EndpointExample<Endpoints[N]> };
export type ExternalExamples = { [N in ExternalCallName]: EndpointExample<ExternalCalls[N]> };

function weeklyHours(
  open: string,
  close: string,
  clickCollectClose: string,
  overrides: Partial<Record<WeeklyHoursKey, string>> = {},
): Record<WeeklyHoursKey, string> {
  const hours = Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`${day}Open`, open],
      [`${day}Close`, close],
      [`${day}ClickCollectClose`, clickCollectClose],
    ]),
  ) as Record<WeeklyHoursKey, string>;
  return { ...hours, ...overrides };
}

const manchester: RestaurantInput = {
  storeId: '1042',
  bookATableWidgetId: 'ft-1042',
  title: 'Fittizia Trattoria Manchester Deansgate',
  city: 'manchester',
  slug: 'deansgate',
  phoneNumber: '0161 496 0123',
  addressLine1: '112 Deansgate',
  addressLine2: '',
  addressCity: 'Manchester',
  postcode: 'M3 2QJ',
  country: 'England',
  addressLocation: { lat: 53.4794, lon: -2.2489 },
  lat: 53.4794,
  lng: -2.2489,
  bookingProviderUrl: null,
  enableBookings: true,
  hideRestaurantDetailPage: false,
  heroTiles: [{ formType: 'heroTile', tileId: 'hero-deansgate', height: 'half', width: 'full' }],
  clickCollect: true,
  ...weeklyHours('11:30', '22:30', '21:30', {
    fridayClose: '23:00',
    saturdayClose: '23:00',
    sundayClose: '21:30',
  }),
  specialHours: [
    {
      endDate: '2025-12-25',
      openTime: null,
      closeTime: null,
      clickCollectClose: null,
      label: 'Christmas Day',
    },
    { endDate: '2025-12-31', openTime: '11:30', closeTime: '00:00', clickCollectClose: '20:00' },
  ],
  isHolidayPark: false,
  about: 'Wood-fired pizza, fresh pasta and an aperitivo bar in the heart of Deansgate.',
  email: 'deansgate@fittizia-trattoria.example',
  amenities: ['Baby changing', 'Wheelchair access', 'Dog friendly', 'Outdoor seating'],
  awards: [{ name: 'Best Family Restaurant, North West', year: 2024 }],
  socialMediaItems: [
    {
      linkText: 'Instagram',
      linkUrl: 'https://social.example/fittiziadeansgate',
      className: 'instagram',
    },
  ],
  threeWordAddress: 'olive.harbour.lantern',
};

const leeds: RestaurantInput = {
  storeId: '1057',
  bookATableWidgetId: 'ft-1057',
  title: 'Fittizia Trattoria Leeds Briggate',
  city: 'leeds',
  slug: 'briggate',
  phoneNumber: '0113 496 0456',
  addressLine1: '48 Briggate',
  addressCity: 'Leeds',
  postcode: 'LS1 6HD',
  country: 'England',
  addressLocation: { lat: 53.7983, lon: -1.5418 },
  lat: 53.7983,
  lng: -1.5418,
  enableBookings: true,
  hideRestaurantDetailPage: false,
  clickCollect: false,
  ...weeklyHours('12:00', '22:00', '', { sundayOpen: '12:00', sundayClose: '21:00' }),
  specialHours: [],
};

const holidayPark: RestaurantInput = {
  storeId: '1203',
  title: 'Fittizia Trattoria Lakeside Holiday Park',
  city: 'lakeside',
  slug: 'lakeside',
  phoneNumber: '01539 496 078',
  addressLine1: 'Lakeside Holiday Park, Shore Road',
  addressCity: 'Windermere',
  postcode: 'LA23 1AB',
  country: 'England',
  addressLocation: { lat: 54.3721, lon: -2.9134 },
  lat: 54.3721,
  lng: -2.9134,
  bookingProviderUrl: 'https://holidays.example/lakeside/dining',
  enableBookings: false,
  hideRestaurantDetailPage: true,
  clickCollect: false,
  isHolidayPark: true,
  ...weeklyHours('17:00', '21:30', ''),
};

/** The dietary tags of the example menu (the menu's key lists all four). */
const VEGETARIAN = { name: 'Vegetarian', code: 'V' };
const VEGAN = { name: 'Vegan', code: 'VE' };
const GLUTEN_FREE = { name: 'Gluten-free', code: 'GF' };
const SPICY = { name: 'Spicy', code: 'HOT' };

const settings = {
  book_now_text: 'Book Now',
  carousel_arrows: true,
  carousel_dots: false,
  default_restaurant_id: '',
  loading_color: '#244742',
  site_id: 'fittizia-trattoria-uk',
  site_name: 'Fittizia Trattoria',
  site_url: 'https://www.fittizia-trattoria.example',
  site_email: 'hello@fittizia-trattoria.example',
  site_description: 'Italian kitchens in over 70 locations across the UK.',
  mastheadItems: [
    { linkText: 'Menu', linkUrl: '/menu' },
    {
      linkText: 'Offers',
      links: [
        { linkText: 'All offers', linkUrl: '/offers' },
        { linkText: 'Students', linkUrl: '/offer/30-off-students' },
      ],
    },
    { linkText: 'Gift cards', linkUrl: 'https://gifts.example/fittizia', openInNewTab: true },
  ],
  socialMediaItems: [
    { linkText: 'Instagram', linkUrl: 'https://social.example/fittiziatrattoria', className: 'instagram' },
  ],
  footerItems: [
    { linkText: 'Terms and conditions', linkUrl: '/terms-and-conditions' },
    { linkText: 'Privacy policy', linkUrl: '/privacy-policy' },
  ],
  backToTopIcon: 'chevron-up',
};

/** A manage link's token: the reference, a dot, the signature. */
const MANAGE_TOKEN_EXAMPLE = 'K7QM2XRA.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

const managedBookingExample = {
  reference: 'K7QM2XRA',
  status: 'confirmed' as const,
  restaurant: {
    storeId: '1042',
    name: 'Fittizia Manchester Deansgate',
    addressLines: ['12 Deansgate', 'Manchester'],
    postcode: 'M3 2QJ',
    phoneNumber: '0161 496 0000',
    pagePath: '/restaurants/manchester/deansgate',
    directionsUrl: 'https://maps.example/dir/?api=1&destination=53.48%2C-2.24',
  },
  date: '2025-03-07',
  time: '19:30',
  startsAt: '2025-03-07T19:30:00.000Z',
  adults: 2,
  children: 0,
  menuName: 'A la carte',
  extras: [{ name: 'Bottle of Prosecco on the table', quantity: 1, price: 28 }],
  specialRequest: 'Window table if possible. Needs: step-free access',
  emailAddress: 'giulia.rossi@example.com',
  calendarLink:
    '/booking/calendar.ics?title=Table&date=2025-03-07&time=19%3A30&reference=K7QM2XRA&sig=example',
  cardGuaranteed: false,
  cancellationWindowHours: 24,
  lateFrom: null,
  cancelledAt: null,
  cancelReason: null,
  lateCancellation: false,
};

const bookingBody = {
  restaurantId: '1042',
  firstName: 'Giulia',
  lastName: "O'Connor",
  emailAddress: 'giulia.oconnor@example.com',
  mobilePhoneNumber: '07700900123',
  diningDateTime: '2025-3-7 19:30',
  adultCovers: 4,
  childCovers: 2,
  offerId: null,
  menuIds: ['m-main'],
  menuName: 'Main Menu',
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
  specialRequest: 'A high chair, please.',
  occasionId: 'occ-dinner',
  bookingTime: '19:30',
  braintreeCustomerId: null,
  upsells: [{ id: 'up-prosecco', quantity: 1 }],
  upsellIds: ['up-cake'],
};

const job = {
  jobId: 'JOB-2291',
  name: 'Sous Chef',
  positionUniqueName: 'sous-chef-manchester-deansgate',
  category: 'Back of House',
  headerImage: '/images/jobs/back-of-house.svg',
  jobType: 'full Time',
  cvRequired: 'True' as const,
  workExperienceRequired: 'True' as const,
  distance: 1.4,
  location: { lat: 53.4794, lng: -2.2489 },
  restaurantName: 'Fittizia Trattoria Manchester Deansgate',
  postcode: 'M3 2QJ',
  salary: '£34,000 a year',
};

const offer = {
  id: 'off-students',
  offerSlug: '30-off-students',
  title: '30% off for students',
  description: 'Show your student card and take 30% off food, Sunday to Thursday.',
  termAndConditions: 'Valid Sunday to Thursday. One voucher per person. Not valid with other offers.',
  successButtonText: 'Find a restaurant',
  successButtonUrl: '/restaurants',
  overrideSuccessUrl: false,
  validityText: 'Valid until 31 August 2025',
  image: '/images/tiles/students.svg',
  validFrom: '2025-01-06',
  validUntil: '2025-08-31',
};

/** A standby link's token: the entry's reference, a dot, the signature. */
const STANDBY_TOKEN_EXAMPLE = 'W4ZT9QHM.z9x8c7v6b5n4m3a2s1d0f9g8h7j6k5l4q3w2e1r0t9y';

const standbyEntryExample = {
  standbyLink: `/booking/standby/${STANDBY_TOKEN_EXAMPLE}`,
  status: 'waiting' as const,
  restaurant: { storeId: '1042', name: 'Fittizia Manchester Deansgate' },
  date: '2025-03-07',
  windowFrom: '18:00',
  windowTo: '20:00',
  adults: 2,
  children: 0,
  emailAddress: 'giulia.rossi@example.com',
  position: 1,
  offer: null,
  booking: null,
};

export const examples = {
  token: {
    body: { clearCache: false },
    response: {
      accessToken: 'eyJhbGciOiJIUzI1NiJ9.example.signature',
      expiresAt: '2025-03-08T18:00:00.000Z',
    },
  },

  // 7.2 Booking
  bookingOccasions: {
    params: { storeId: '1042' },
    query: { date: '2025-3-7' },
    response: {
      occasions: [
        {
          id: 'occ-dinner',
          name: 'Dinner',
          minimumCovers: 1,
          maximumCovers: 24,
          menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'm-christmas' }] },
          areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'area-main' }, { id: 'area-terrace' }] },
        },
        {
          id: 'occ-birthday',
          name: 'Birthday party',
          minimumCovers: 6,
          maximumCovers: 40,
          menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'm-party' }] },
          areaLinkGroup: null,
        },
      ],
    },
  },
  bookingAvailability: {
    body: {
      stores: [
        { storeId: '1042', miles: 0 },
        { storeId: '1057', miles: 36.2 },
      ],
      date: '2025-03-07T19:30:00.000Z',
      adultCovers: 4,
      childrenCovers: 2,
    },
    response: [
      {
        storeId: '1042',
        storeName: 'Fittizia Trattoria Manchester Deansgate',
        occasionId: 'occ-dinner',
        exactMatch: true,
        isFirstChoice: true,
        miles: 0,
        timeSlots: [{ time: '19:00' }, { time: '19:30' }, { time: '20:00' }],
        isPlaceAsEnquiryEnabled: false,
        minimumCovers: 1,
        allowMultipleUpsells: true,
        standbyOffered: true,
      },
      {
        storeId: '1057',
        storeName: 'Fittizia Trattoria Leeds Briggate',
        occasionId: 'occ-dinner',
        exactMatch: false,
        isFirstChoice: false,
        miles: 36.2,
        timeSlots: [{ time: '18:45' }, { time: '20:15' }],
        isPlaceAsEnquiryEnabled: true,
        minimumCovers: 1,
        allowMultipleUpsells: false,
        standbyOffered: true,
      },
    ],
  },
  bookingAreas: {
    params: { storeId: '1042' },
    query: { occasionId: 'occ-dinner', children: '2', adults: '4', dates: '2025-3-7' },
    response: {
      status: 200,
      data: {
        areas: [
          { id: 'area-main', name: 'Main restaurant' },
          { id: 'area-terrace', name: 'Heated terrace', description: 'Covered and heated all year.' },
        ],
      },
    },
  },
  bookingMenus: {
    params: { storeId: '1042' },
    query: { occasionId: 'occ-dinner', children: '2', adults: '4', dates: '2025-3-7', time: '19:30' },
    response: {
      status: 200,
      data: {
        menus: [
          { id: 'm-main', name: 'Main Menu', description: 'Our full à la carte menu.' },
          { id: 'm-set', name: 'Set Menu', description: 'Two courses', price: 21.95 },
        ],
      },
    },
  },
  bookingSlots: {
    params: { storeId: '1042' },
    query: {
      occasionId: 'occ-dinner',
      children: '2',
      adults: '4',
      dates: '2025-3-7',
      menuIds: 'm-main',
      areaId: 'null',
    },
    response: {
      dates: [
        {
          date: '2025-03-07',
          times: [
            { time: '18:45', canEnquire: false },
            { time: '19:00', canEnquire: false },
            { time: '19:15', canEnquire: false },
            { time: '19:30', canEnquire: false },
            { time: '19:45', canEnquire: true },
            { time: '20:00', canEnquire: false },
            { time: '20:15', canEnquire: false },
          ],
        },
      ],
    },
  },
  bookingRequirements: {
    params: { storeId: '1042' },
    query: {
      occasionId: 'occ-dinner',
      children: '2',
      adults: '4',
      bookingDate: '2025-3-7',
      menuId: 'm-main',
      time: '19:30',
      areaId: 'area-main',
    },
    response: { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false },
  },
  bookingEvent: {
    params: { storeId: '1042' },
    body: {
      ...bookingBody,
      occasionId: 'occ-birthday',
      adultCovers: 12,
      childCovers: 6,
      menuIds: ['m-party'],
    },
    response: { bookingReference: 'FT-EV-20250307-118', bookingStatus: 1 },
  },
  bookingEnquiry: {
    params: { storeId: '1042' },
    body: { ...bookingBody, adultCovers: 26, childCovers: 4, upsells: [], upsellIds: [] },
    response: { bookingReference: 'FT-EQ-20250307-042', bookingStatus: 2 },
  },
  bookingCreate: {
    params: { storeId: '1042' },
    body: bookingBody,
    response: {
      bookingReference: 'FT-1042-7H3K9',
      bookingStatus: 1,
      calendarLink:
        '/booking/calendar.ics?title=Table&date=2026-01-16&time=19%3A30&reference=FT-1042-7H3K9&sig=example',
      manageLink: `/booking/manage/${MANAGE_TOKEN_EXAMPLE}`,
      confirmationSentTo: bookingBody.emailAddress,
    },
  },
  bookingFind: {
    body: { reference: 'K7QM2XRA', emailAddress: 'giulia.rossi@example.com' },
    response: { manageToken: MANAGE_TOKEN_EXAMPLE },
  },
  bookingManage: {
    params: { token: MANAGE_TOKEN_EXAMPLE },
    response: managedBookingExample,
  },
  bookingCancel: {
    params: { token: MANAGE_TOKEN_EXAMPLE },
    body: { message: 'Our plans changed.' },
    response: {
      ...managedBookingExample,
      status: 'cancelled',
      cancelledAt: '2025-03-06T10:15:00.000Z',
      cancelReason: 'Our plans changed.',
    },
  },
  bookingChange: {
    params: { token: MANAGE_TOKEN_EXAMPLE },
    body: { date: '2025-03-08', time: '20:00', adults: 3, children: 1 },
    response: {
      ...managedBookingExample,
      date: '2025-03-08',
      time: '20:00',
      startsAt: '2025-03-08T20:00:00.000Z',
      adults: 3,
      children: 1,
      calendarLink:
        '/booking/calendar.ics?title=Table&date=2025-03-08&time=20%3A00&reference=K7QM2XRA&sig=example',
    },
  },
  bookingAttend: {
    params: { token: MANAGE_TOKEN_EXAMPLE },
    body: {},
    response: { confirmedAt: '2025-03-06T18:05:00.000Z', booking: managedBookingExample },
  },
  standbyJoin: {
    params: { storeId: '1042' },
    body: {
      date: '2025-03-07',
      windowFrom: '18:00',
      windowTo: '20:00',
      adultCovers: 2,
      childCovers: 0,
      firstName: 'Giulia',
      lastName: 'Rossi',
      emailAddress: 'giulia.rossi@example.com',
      mobilePhoneNumber: '07700900123',
      consent: true,
    },
    response: standbyEntryExample,
  },
  standbyView: {
    params: { token: STANDBY_TOKEN_EXAMPLE },
    response: standbyEntryExample,
  },
  standbyLeave: {
    params: { token: STANDBY_TOKEN_EXAMPLE },
    body: {},
    response: { ...standbyEntryExample, status: 'left', position: null },
  },
  standbyClaim: {
    params: { token: STANDBY_TOKEN_EXAMPLE },
    body: {},
    response: {
      ...standbyEntryExample,
      status: 'booked',
      position: null,
      booking: { reference: 'K7QM2XRA', manageLink: `/booking/manage/${MANAGE_TOKEN_EXAMPLE}` },
    },
  },
  bookingUpsells: {
    params: { storeId: '1042' },
    query: {
      occasionId: 'occ-dinner',
      children: '2',
      adults: '4',
      bookingDate: '2025-3-7',
      time: '19:30',
      includeUnavailable: 'false',
    },
    response: {
      status: 200,
      data: {
        upsells: [
          {
            id: 'up-prosecco',
            name: 'Bottle of Prosecco on the table',
            description: 'Chilled and waiting when you arrive.',
            image: '/images/upsells/prosecco.jpg',
            minimumQuantity: 0,
            maximumQuantity: 3,
            price: 27.5,
          },
          {
            id: 'up-cake',
            name: 'Celebration tiramisu',
            description: 'Serves six, with a candle and a message.',
            image: '/images/upsells/tiramisu.jpg',
            minimumQuantity: 0,
            maximumQuantity: 1,
            price: 18,
          },
        ],
      },
    },
  },
  braintreeToken: {
    response: { status: 200, data: 'sandbox_client_authorisation_fittizia_2025' },
  },
  braintreeSubmit: {
    body: {
      Nonce: 'tokencc_fake_nonce_4f2a',
      FirstName: 'Giulia',
      LastName: "O'Connor",
      Email: 'giulia.oconnor@example.com',
      CustomerId: '',
    },
    response: { status: 200, data: 'cust_81723645' },
  },

  // 7.3 Contact
  contactTypes: {
    response: {
      status: 200,
      data: [
        { id: 1, name: 'General enquiry' },
        { id: 2, name: 'Feedback about a visit' },
        { id: 4, name: 'Group bookings and events' },
      ],
    },
  },
  contactContent: {
    response: {
      contactReasons: [
        {
          id: 'visit',
          name: 'A recent visit',
          subReasons: [
            { id: 'visit-food', name: 'Food' },
            { id: 'visit-service', name: 'Service' },
          ],
          restaurantRequired: true,
        },
        { id: 'gift-cards', name: 'Gift cards', subReasons: [], restaurantRequired: false },
      ],
      restaurants: [
        { storeId: '1042', title: 'Fittizia Trattoria Manchester Deansgate', city: 'manchester' },
        { storeId: '1057', title: 'Fittizia Trattoria Leeds Briggate', city: 'leeds' },
      ],
    },
  },
  contactSendEmail: {
    body: {
      firstName: 'Tom',
      lastName: 'Baker',
      email: 'tom.baker@example.com',
      phone: '07700 900456',
      message: 'I left a blue scarf at table 12 on Friday evening. Could you check?',
      enquiryType: '1',
      enquiryRestaurant: '1042',
      contactReasonId: 'visit',
      contactSubReasonId: 'visit-service',
      uploadedFiles: [],
      recaptchaToken: 'recaptcha-v3-token-example',
    },
    response: { status: 200, data: { statusCode: 200, reference: 'H3PW9TCA' } },
  },
  contactGroupBooking: {
    body: {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@example.com',
      phone: '+44 7700 900789',
      message: 'Office leaving do for 30, ideally a private area and a set menu.',
      enquiryRestaurant: '1057',
      guests: 30,
      preferredDate: '2030-4-18',
      preferredTime: '19:30',
      uploadedFiles: [],
      recaptchaToken: 'recaptcha-v3-token-example',
    },
    response: { status: 200, data: { statusCode: 200, reference: 'K7QD2MXR' } },
  },

  // 7.4 Content
  contentPage: {
    params: { id: 'home' },
    response: {
      id: 'home',
      title: 'Fittizia Trattoria',
      description: 'Italian kitchens across the UK',
      tiles: [
        {
          formType: 'heroTile',
          tileId: 'hero-home',
          height: 'full',
          width: 'full',
          backgroundColor: 'green',
        },
        { formType: 'bookingTile', tileId: 'booking', key: 'booking', height: 'auto', width: 'full' },
      ],
    },
  },
  brandSettings: { response: settings },
  searchRestaurants: { response: { restaurants: [manchester, leeds, holidayPark] } },
  restaurantBySlugAndCity: { params: { slug: 'deansgate', city: 'manchester' }, response: manchester },
  restaurantBySlug: { params: { slug: 'briggate' }, response: leeds },
  restaurantByStoreId: { params: { storeId: '1042' }, response: manchester },
  menu: {
    params: { id: 'm-main' },
    response: {
      id: 'm-main',
      name: 'Main Menu',
      description: 'Wood-fired pizza, fresh pasta and Italian classics.',
      image: { file: { url: '/images/menus/main.jpg' } },
      sections: [
        {
          id: 'antipasti',
          name: 'Antipasti',
          items: [
            {
              id: 'bruschetta',
              name: 'Bruschetta al pomodoro',
              description: 'Toasted sourdough, vine tomatoes, basil, garlic.',
              price: 6.95,
              kcal: 410,
              allergens: ['cereals containing gluten'],
              dietaryTags: [VEGAN],
            },
            {
              id: 'calamari',
              name: 'Calamari fritti',
              description: 'Lemon and garlic mayonnaise.',
              price: 8.5,
              kcal: 620,
              allergens: ['molluscs', 'eggs', 'cereals containing gluten', 'mustard'],
              dietaryTags: [],
            },
            {
              id: 'olives',
              name: 'Olive marinate',
              description: 'Green and black olives, orange zest, rosemary.',
              price: 4.5,
              kcal: 190,
              allergens: ['sulphur dioxide/sulphites'],
              dietaryTags: [VEGAN, GLUTEN_FREE],
            },
          ],
        },
        {
          id: 'pizza',
          name: 'Pizza',
          items: [
            {
              id: 'margherita',
              name: 'Margherita',
              description: 'San Marzano tomato, fior di latte, basil.',
              price: 11.5,
              kcal: 890,
              allergens: ['cereals containing gluten', 'milk'],
              dietaryTags: [VEGETARIAN],
            },
            {
              id: 'diavola',
              name: 'Diavola',
              description: 'Spicy salami, nduja, mozzarella, red chilli.',
              price: 14.25,
              kcal: 1120,
              allergens: ['cereals containing gluten', 'milk', 'mustard'],
              dietaryTags: [SPICY],
            },
          ],
        },
        {
          id: 'dolci',
          name: 'Dolci',
          items: [
            {
              id: 'tiramisu',
              name: 'Tiramisù',
              description: 'Mascarpone, espresso, cocoa.',
              price: 6.95,
              kcal: 480,
              allergens: ['eggs', 'milk', 'cereals containing gluten'],
              dietaryTags: [VEGETARIAN],
            },
            {
              id: 'sorbetto',
              name: 'Sorbetto al limone',
              description: 'Amalfi lemon sorbet.',
              price: 5.25,
              kcal: 210,
              allergens: [],
              dietaryTags: [VEGAN, GLUTEN_FREE],
            },
          ],
        },
      ],
      dietaryKey: [VEGETARIAN, VEGAN, GLUTEN_FREE, SPICY],
    },
  },
  choices: {
    response: [
      {
        id: 'pizza-or-pasta',
        title: 'Pizza or pasta?',
        options: [
          { id: 'pizza', label: 'Pizza', image: '/images/tiles/pizza.svg' },
          { id: 'pasta', label: 'Pasta', image: '/images/tiles/pasta.svg' },
        ],
      },
      {
        id: 'red-or-white',
        title: 'Red or white?',
        options: [
          { id: 'red', label: 'Red wine', image: '/images/choices/red.jpg' },
          { id: 'white', label: 'White wine', image: '/images/choices/white.jpg' },
        ],
      },
    ],
  },

  // 7.5 Customer data
  getCustomerPreferences: {
    params: { customerGuid: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32' },
    response: {
      message: 'Customer found',
      firstName: 'Giulia',
      favRestaurantCode: '1042',
      birthDate: 642211200,
      gender: 'female',
      phoneNumber: '07700900123',
      websiteSmsOptIn: true,
      interests: [
        { name: 'Offers', checked: true },
        { name: 'New menus', checked: false },
      ],
    },
  },
  updateCustomerPreferences: {
    body: {
      customerGuid: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
      firstName: 'Giulia',
      favRestaurantCode: '1042',
      birthDate: 642211200,
      gender: 'female',
      phoneNumber: '07700 900123',
      websiteSmsOptIn: true,
      interests: [
        { name: 'Offers', checked: true },
        { name: 'New menus', checked: true },
      ],
    },
    response: { status: 200, data: { message: 'Success' } },
  },
  updateCustomerChoices: {
    body: {
      customerGuid: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
      choices: [
        { choiceId: 'pizza-or-pasta', optionId: 'pasta' },
        { choiceId: 'red-or-white', optionId: 'red' },
      ],
    },
    response: { status: 200, data: { message: 'Success' } },
  },
  updateOccasionDates: {
    body: {
      customerGuid: '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32',
      occasions: [
        { name: 'Wedding anniversary', date: '2025-6-14' },
        { name: "Marco's birthday", date: '2025-11-2' },
      ],
    },
    response: { status: 200, data: { message: 'Success' } },
  },

  // 7.6 Jobs
  jobs: {
    query: { siteId: JOBS_SITE_ID },
    response: {
      status: 200,
      data: {
        jobs: [
          job,
          {
            jobId: 'JOB-2305',
            name: 'Waiter / Waitress',
            positionUniqueName: 'waiter-leeds-briggate',
            category: 'Front of House',
            headerImage: '/images/jobs/front-of-house.svg',
            jobType: 'part time',
            cvRequired: 'False',
            workExperienceRequired: 'False',
            distance: 36.2,
            location: { lat: 53.7983, lng: -1.5418 },
            restaurantName: 'Fittizia Trattoria Leeds Briggate',
            postcode: 'LS1 6HD',
            salary: '£11.44 an hour plus tips',
          },
          {
            jobId: 'JOB-2310',
            name: 'General Manager',
            positionUniqueName: 'general-manager-leeds-park-square',
            category: 'Management',
            headerImage: '/images/jobs/management.svg',
            jobType: 'full Time',
            cvRequired: 'True',
            workExperienceRequired: 'True',
            distance: null,
            location: { lat: 53.7996, lng: -1.5532 },
            restaurantName: 'Fittizia Trattoria Leeds Park Square',
            postcode: 'LS1 3AB',
            salary: '£48,000 a year plus bonus',
          },
          {
            jobId: 'JOB-2318',
            name: 'Kitchen Porter',
            positionUniqueName: 'kitchen-porter-london-soho',
            category: 'Back of House',
            headerImage: '/images/jobs/back-of-house.svg',
            jobType: 'part time',
            cvRequired: 'False',
            workExperienceRequired: 'True',
            distance: null,
            location: { lat: 51.5136, lng: -0.1365 },
            restaurantName: 'Fittizia Trattoria London Soho',
            postcode: 'W1F 0DA',
            salary: '£11.44 an hour',
          },
          {
            jobId: 'JOB-2322',
            name: 'Payroll Administrator',
            positionUniqueName: 'payroll-administrator-head-office',
            category: 'Head Office',
            headerImage: '/images/jobs/quick-service.svg',
            jobType: 'full Time',
            cvRequired: 'True',
            workExperienceRequired: 'False',
            distance: null,
            location: { lat: 53.4795, lng: -2.2451 },
            restaurantName: 'Fittizia Trattoria Head Office',
            postcode: 'M2 3AW',
            salary: '£30,000 a year',
          },
        ],
      },
    },
  },
  jobLocations: {
    query: { query: 'Manchester', sessionKey: 'a1b2c3d4-session' },
    response: [
      {
        name: 'Manchester',
        formatted_address: 'Manchester, UK',
        geometry: { location: { lat: 53.4808, lng: -2.2426 } },
      },
    ],
  },
  job: {
    params: { jobId: 'JOB-2291' },
    response: {
      status: 200,
      data: {
        ...job,
        category: 'Back of House',
        description: 'Run the pass alongside our Head Chef in a busy 180-cover kitchen.',
        questions: [
          {
            id: 'q-right-to-work',
            type: 'YES_NO',
            is_mandatory: true,
            question: 'Do you have the right to work in the UK?',
            options: ['Yes', 'No'],
          },
          {
            id: 'q-shifts',
            type: 'MULTIPLE_CHOICE',
            is_mandatory: false,
            question: 'Which shifts can you work?',
            options: ['Weekday lunch', 'Weekday evening', 'Weekends'],
          },
          { id: 'q-why', type: 'TEXT', is_mandatory: true, question: 'Why do you want to join us?' },
        ],
      },
    },
  },
  jobApplication: {
    body: {
      email: 'chiara.dandrea@example.com',
      firstName: 'Chiara',
      secondName: "D'Andrea",
      telephone: '+44 7700.900.321',
      jobId: 'JOB-2291',
      resume: {
        name: 'Chiara DAndrea CV.pdf',
        contentType: 'application/pdf',
        content: 'JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoK',
      },
      experience: [
        {
          employer: 'Osteria del Ponte',
          jobTitle: 'Chef de Partie',
          fromMonth: 3,
          fromYear: 2021,
          toMonth: null,
          toYear: null,
          isCurrentRole: true,
        },
      ],
      questions: [
        { id: 'q-right-to-work', answer: { options: ['Yes'], text: '' } },
        { id: 'q-why', answer: { options: [], text: 'I love cooking fresh pasta for big, happy tables.' } },
      ],
    },
    response: { status: 200, data: { success: true, message: 'Thank you, your application has been sent.' } },
  },

  // 7.7 Offers
  offerBySlug: {
    query: { offerSlug: '30-off-students' },
    response: { status: 200, data: offer },
  },
  restaurantOffers: {
    params: { id: '1042' },
    response: {
      status: 200,
      data: [
        offer,
        {
          id: 'off-kids-eat-free',
          offerSlug: 'kids-eat-free',
          title: 'Kids eat free',
          description: 'One free kids meal with every adult main, Monday to Friday before 5pm.',
          termAndConditions: 'Under 12s only. Dine in only.',
          validityText: 'Monday to Friday',
        },
      ],
    },
  },
  offerCode: {
    body: {
      offerSlug: '30-off-students',
      emailAddress: 'sam.student@example.ac.uk',
      acceptTerms: true,
      recaptchaToken: 'recaptcha-v3-token-example',
    },
    response: { message: 'If this address can have a code, it is on its way.' },
  },

  // 7.8 Geo, sign-up, social
  geoSearch: {
    params: { query: 'M3 2QJ' },
    response: [
      {
        name: 'M3 2QJ',
        kind: 'postcode',
        lat: 53.4791,
        lng: -2.2495,
        restaurants: [
          { ...manchester, milesValue: 0.1 },
          { ...leeds, milesValue: 36.3 },
        ],
      },
    ],
  },
  geoSearchByCoordinates: {
    params: { lat: '53.4808', lng: '-2.2426' },
    response: {
      name: 'Manchester',
      kind: 'place',
      lat: 53.4808,
      lng: -2.2426,
      restaurants: [
        { ...manchester, milesValue: 0.4 },
        { ...leeds, milesValue: 36.0 },
      ],
    },
  },
  signup: {
    body: {
      emailAddress: 'marco.rossi@example.com',
      favouriteRestaurant: '1042',
      firstName: 'Marco',
      phoneNumber: '07700 900654',
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      acceptSMSTerms: true,
      acceptDaciaTerms: false,
      recaptchaToken: 'recaptcha-v3-token-example',
    },
    response: { status: 200, data: { success: true, message: 'Thanks for signing up!' } },
  },
  confirmSignup: {
    params: { token: 'q3Xb0wVf2Jm9Lr5Tn8Yc1Hd4Gs7Kp6Wz0Ae3Bu5Ci2D' },
    response: { status: 200, data: { message: 'Your sign-up is confirmed.' } },
  },
  instaMedia: {
    response: {
      status: 200,
      data: [
        {
          id: '17895695668004550',
          caption: 'Fresh tagliatelle, rolled every morning in Deansgate.',
          media_type: 'IMAGE',
          media_url: 'https://media.example/fittizia/tagliatelle.jpg',
          permalink: 'https://social.example/p/tagliatelle',
          timestamp: '2025-02-28T12:00:00+0000',
        },
        {
          id: '17895695668004551',
          caption: 'Aperitivo hour on the terrace.',
          media_type: 'VIDEO',
          media_url: 'https://media.example/fittizia/aperitivo.mp4',
          thumbnail_url: 'https://media.example/fittizia/aperitivo.jpg',
          permalink: 'https://social.example/p/aperitivo',
          timestamp: '2025-03-01T17:30:00+0000',
        },
      ],
    },
  },
  publishedContentPages: {
    response: { pages: [{ id: 'home', updatedAt: '2026-03-07T14:05:01.000Z' }] },
  },
  contentPreviewSession: {
    body: { token: 'v1.eyJlZGl0b3IiOiJlZGl0b3ItYW5uYSJ9.c2ln' },
    response: { editor: 'editor-anna', expiresAt: '2026-03-07T15:05:01.000Z' },
  },
  contentPreviewPage: {
    body: { token: 'v1.eyJlZGl0b3IiOiJlZGl0b3ItYW5uYSJ9.c2ln', id: 'home' },
    response: { id: 'home', title: 'Fittizia Trattoria', tiles: [], revision: 5 },
  },
  retentionSchedule: {
    response: {
      rules: [
        {
          kind: 'booking',
          what: 'Your table bookings',
          days: 730,
          keptFor: '24 months after the day you dined',
          action: 'anonymised',
          afterwards: 'the date, time and number of guests, without your details',
          reason: 'to answer questions about a visit and to plan our tables from past bookings',
        },
      ],
    },
  },
  marketingUnsubscribe: {
    // ada@example.com, signed with the development secret (brand-api/src/shared/mail/unsubscribe.ts).
    params: { token: 'YWRhQGV4YW1wbGUuY29t.qt2O0Co_FszE2OIk4CMiLuezhwu9q464BDpsE7wUCZM' },
    response: {
      message:
        'You are unsubscribed: we will send you no more offers or news by e-mail. E-mails about your bookings still come.',
    },
  },
  ...opsExamples,
  ...groupExamples,
  changes: {
    query: { after: '41', limit: '100' },
    response: {
      events: [
        {
          id: '42',
          at: '2025-03-07T18:59:12.000Z',
          kind: 'restaurant',
          ids: ['1042'],
          tags: ['restaurant:1042', 'restaurants'],
        },
      ],
      latest: '42',
    },
  },
  changesStream: {
    query: { after: '41' },
    response: {
      id: '42',
      at: '2025-03-07T18:59:12.000Z',
      kind: 'restaurant',
      ids: ['1042'],
      tags: ['restaurant:1042', 'restaurants'],
    },
  },
} satisfies Examples;

/** Examples of the non-brand-API calls of 7.8. */
export const externalExamples = {
  ipLookup: { query: { format: 'json' }, response: { ip: '203.0.113.24' } },
  recaptchaSiteverify: {
    query: { secret: 'test-secret-key', response: 'recaptcha-v3-token-example', remoteip: '203.0.113.24' },
    response: {
      success: true,
      score: 0.9,
      action: 'booking',
      challenge_ts: '2025-03-07T18:59:12Z',
      hostname: 'www.fittizia-trattoria.example',
    },
  },
} satisfies ExternalExamples;
