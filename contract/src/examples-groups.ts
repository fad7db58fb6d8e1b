import type { Endpoint } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';
import type { z } from './zod.ts';

/* Examples of find a table and group pre-orders; examples.ts spreads these in. */

type GroupName = 'bookingTableSearch' | Extract<EndpointName, `preorder${string}`>;
interface Example<E extends Endpoint> {
  params?: z.input<E['params']>;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
  response: z.input<E['response']>;
}

export const PREORDER_GUEST_TOKEN_EXAMPLE = 'K7QM2XRA.g.Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF';
export const PREORDER_ORGANISER_TOKEN_EXAMPLE = 'K7QM2XRA.o.cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmF';
const GUEST_KEY_EXAMPLE = 'a2V5LWZvci1naXVsaWEtb25seS1hMmV5LWZvci1naXV';

const starters = {
  id: 'festive-starters',
  name: 'Starters',
  required: true,
  dishes: [
    {
      id: 'festive-soup',
      name: 'Roasted chestnut soup',
      kcal: 310,
      allergens: ['celery', 'milk'],
      dietaryTags: [{ name: 'Vegetarian', code: 'V' }],
    },
    {
      id: 'festive-satay',
      name: 'Chicken satay skewers',
      kcal: 420,
      allergens: ['peanuts', 'soya'],
      dietaryTags: [],
    },
  ],
};
const mains = {
  id: 'festive-mains',
  name: 'Mains',
  required: true,
  dishes: [
    {
      id: 'festive-turkey',
      name: 'Roast turkey with all the trimmings',
      kcal: 890,
      allergens: ['cereals containing gluten', 'milk', 'celery'],
      dietaryTags: [],
    },
  ],
};

const view = {
  role: 'guest' as const,
  reference: 'K7QM2XRA',
  state: 'open' as const,
  storeId: '1042',
  storeName: 'Fittizia Manchester Deansgate',
  date: '2026-12-18',
  time: '19:30',
  adults: 10,
  children: 0,
  places: 10,
  menuName: 'Christmas menu: three courses',
  cutoffAt: '2026-12-16T19:30:00.000Z',
  cutoffText: 'Wednesday 16 December at 19:30',
  sections: [starters, mains],
  childrenSections: [],
  guests: [{ id: '1', firstName: 'Giulia', child: false, chosen: true, overParty: false }],
};
const giulia = {
  id: '1',
  firstName: 'Giulia',
  child: false,
  chosen: true,
  overParty: false,
  choices: [
    { sectionId: 'festive-starters', dishId: 'festive-soup' },
    { sectionId: 'festive-mains', dishId: 'festive-turkey' },
  ],
  allergens: ['peanuts' as const],
  note: 'No gravy, please.',
  conflicts: [],
};
const organiserView = {
  ...view,
  role: 'organiser' as const,
  entries: [giulia],
  counts: [
    { dishId: 'festive-soup', name: 'Roasted chestnut soup', count: 1 },
    { dishId: 'festive-turkey', name: 'Roast turkey with all the trimmings', count: 1 },
  ],
  organiser: { name: 'Marco Bianchi', email: 'marco.bianchi@example.com', phone: '07700900123' },
  guestLink: `/pre-order/${PREORDER_GUEST_TOKEN_EXAMPLE}`,
  reminderText:
    'Please choose your Christmas dinner for Friday 18 December by Wednesday 16 December at 19:30: /pre-order/…',
};
const guestBody = {
  firstName: 'Giulia',
  child: false,
  choices: giulia.choices,
  allergens: ['peanuts' as const],
  note: 'No gravy, please.',
};

export const groupExamples = {
  bookingTableSearch: {
    query: { place: 'M1 1AA', adults: '4', children: '0', date: '2026-12-12', time: '19:30', radius: '25' },
    response: {
      place: { name: 'M1 1AA', kind: 'postcode', lat: 53.4794, lng: -2.2389 },
      date: '2026-12-12',
      time: '19:30',
      adults: 4,
      children: 0,
      radiusMiles: 25,
      results: [
        {
          storeId: '1042',
          storeName: 'Fittizia Manchester Deansgate',
          miles: 0.6,
          outcome: 'times',
          occasionId: 'standard',
          timeSlots: [{ time: '19:00' }, { time: '19:15' }, { time: '19:45' }, { time: '20:00' }],
          exactMatch: false,
          isPlaceAsEnquiryEnabled: false,
          cardGuaranteeRequired: false,
          standbyOffered: true,
        },
      ],
      nothingNear: [
        {
          storeId: '1043',
          storeName: 'Fittizia Manchester Spinningfields',
          miles: 0.9,
          outcome: 'none-near',
          occasionId: 'standard',
          timeSlots: [],
          exactMatch: false,
          nearestFreeTime: '21:45',
          standbyOffered: true,
        },
      ],
    },
  },
  preorderView: {
    params: { token: PREORDER_GUEST_TOKEN_EXAMPLE },
    response: view,
  },
  preorderAddGuest: {
    params: { token: PREORDER_GUEST_TOKEN_EXAMPLE },
    body: guestBody,
    response: { guest: giulia, guestKey: GUEST_KEY_EXAMPLE, view },
  },
  preorderChangeGuest: {
    params: { token: PREORDER_GUEST_TOKEN_EXAMPLE, guestId: '1' },
    body: { ...guestBody, guestKey: GUEST_KEY_EXAMPLE },
    response: { guest: giulia, view },
  },
  preorderRemoveGuest: {
    params: { token: PREORDER_ORGANISER_TOKEN_EXAMPLE, guestId: '1' },
    body: {},
    response: { ...organiserView, entries: [], guests: [], counts: [] },
  },
} satisfies { [N in GroupName]: Example<Endpoints[N]> };
