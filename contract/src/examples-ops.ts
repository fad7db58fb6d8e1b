import type { Endpoint } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';
import type { z } from './zod.ts';

type OpsName = Extract<EndpointName, `ops${string}`>;
/** `EndpointExample` of examples.ts, which spreads these in. */
interface Example<E extends Endpoint> {
  params?: z.input<E['params']>;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
  response: z.input<E['response']>;
}

const stampAt = '2026-03-07T14:05:01.000Z';
const heroTile = {
  formType: 'heroTile',
  tileId: 'hero-home',
  heading: 'Made for sharing',
  image: { src: '/images/hero.jpg', alt: 'A table of pizzas', width: 1600, height: 900 },
};

const christmasEve = {
  startDate: '2026-12-24',
  endDate: '2026-12-24',
  openTime: '12:00',
  closeTime: '16:00',
  clickCollectClose: null,
  label: 'Staff party',
};

/** One example per operators' call (docs/operations.md), spread into `examples`. */
export const opsExamples: { [N in OpsName]: Example<Endpoints[N]> } = {
  opsSetSpecialHours: {
    params: { storeId: '1042' },
    body: { date: '2026-12-24', openTime: '12:00', closeTime: '16:00', label: 'Staff party' },
    response: { changed: true, target: 'restaurant:1042', before: null, after: christmasEve },
  },
  opsRemoveSpecialHours: {
    params: { storeId: '1042' },
    body: { date: '2026-12-24' },
    response: { changed: true, target: 'restaurant:1042', before: christmasEve, after: null },
  },
  opsCloseRestaurant: {
    params: { storeId: '1042' },
    body: { from: 'now', reason: 'Burst pipe' },
    response: {
      changed: true,
      closureId: '7',
      from: '2026-03-07T14:05:00.000Z',
      to: '2026-03-08T00:00:00.000Z',
      cancelledBookings: 3,
      standbyEnded: 1,
    },
  },
  opsRestaurantClosures: {
    params: { storeId: '1042' },
    response: {
      closures: [
        {
          closureId: '7',
          from: '2026-03-07T14:05:00.000Z',
          to: '2026-03-08T00:00:00.000Z',
          reason: 'Burst pipe',
          cancelledBookings: 3,
        },
      ],
    },
  },
  opsClosureBookings: {
    params: { closureId: '7' },
    response: {
      bookings: [
        {
          reference: 'FZ-7KQ2-M9',
          diningAt: '2026-03-07T19:30:00.000Z',
          partySize: 4,
          email: 'marco.rossi@example.com',
        },
      ],
    },
  },
  opsDishAvailability: {
    params: { dishId: 'carbonara' },
    body: { state: 'off-today' },
    response: {
      changed: true,
      target: 'dish:carbonara',
      before: { available: true, offUntil: null },
      after: { available: false, offUntil: '2026-03-08T00:00:00.000Z' },
    },
  },
  opsDishPrice: {
    params: { dishId: 'carbonara' },
    body: { price: 12.5 },
    response: { changed: true, target: 'dish:carbonara', before: { price: 11.95 }, after: { price: 12.5 } },
  },
  opsOfferEnd: {
    params: { offerSlug: 'pranzo' },
    body: { validUntil: '2026-03-31' },
    response: {
      changed: true,
      target: 'offer:pranzo',
      before: { validUntil: null },
      after: { validUntil: '2026-03-31' },
    },
  },
  opsChanges: {
    query: { limit: '20' },
    response: {
      changes: [
        {
          id: '12',
          at: '2026-03-07T14:05:01.000Z',
          who: 'covent-garden-manager',
          action: 'dish-availability',
          target: 'dish:carbonara',
          before: { available: true, offUntil: null },
          after: { available: false, offUntil: '2026-03-08T00:00:00.000Z' },
        },
      ],
    },
  },
  opsPrivacyExport: {
    body: { email: 'ada@example.com' },
    response: {
      fileName: 'privacy-export-2026-03-07.zip',
      contentType: 'application/zip',
      archive: 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==',
      kinds: [{ kind: 'booking', what: 'Table bookings', items: 2, files: 0 }],
    },
  },
  opsPrivacyErase: {
    body: { email: 'ada@example.com' },
    response: {
      addressHash: '5b1f0c6b3a2e4d9f8c7b6a5e4d3c2b1a0f9e8d7c6b5a4e3d2c1b0a9f8e7d6c5b',
      erasedAt: '2026-03-07T14:05:01.000Z',
      alreadyErased: false,
      cancelledBookings: 1,
      kinds: [{ kind: 'booking', what: 'Table bookings', deleted: 0, anonymised: 2 }],
    },
  },
  opsContentWhoAmI: { response: { name: 'editor-anna', role: 'content' } },
  opsContentPages: {
    response: {
      pages: [
        {
          id: 'home',
          title: 'Fittizia Trattoria',
          revision: 4,
          publishedVersion: 3,
          publishAt: null,
          unpublishedChanges: true,
          removed: false,
          updatedAt: '2026-03-07T14:05:01.000Z',
        },
      ],
    },
  },
  opsContentCreatePage: {
    body: { id: 'summer-terrace', title: 'Summer on the terrace', tiles: [heroTile] },
    response: {
      id: 'summer-terrace',
      draft: {
        title: 'Summer on the terrace',
        tiles: [heroTile],
        revision: 1,
        at: stampAt,
        by: 'editor-anna',
      },
      published: null,
      scheduled: null,
      unpublishedChanges: true,
      removed: false,
    },
  },
  opsContentPage: {
    params: { id: 'home' },
    response: {
      id: 'home',
      draft: { title: 'Fittizia Trattoria', tiles: [heroTile], revision: 4, at: stampAt, by: 'editor-anna' },
      published: { version: 3, revision: 3, at: '2026-03-01T09:00:00.000Z', by: 'publisher-ben' },
      scheduled: null,
      unpublishedChanges: true,
      removed: false,
    },
  },
  opsContentSaveDraft: {
    params: { id: 'home' },
    body: { baseRevision: 4, title: 'Fittizia Trattoria', tiles: [heroTile] },
    response: { id: 'home', revision: 5, at: stampAt, by: 'editor-anna', changed: true },
  },
  opsContentPublish: {
    params: { id: 'home' },
    body: { revision: 5, publishAt: '2026-11-01T00:00:00.000Z' },
    response: { id: 'home', version: null, publishAt: '2026-11-01T00:00:00.000Z', changed: true },
  },
  opsContentCancelSchedule: {
    params: { id: 'home' },
    response: { id: 'home', cancelled: true },
  },
  opsContentHistory: {
    params: { id: 'home' },
    response: {
      id: 'home',
      versions: [
        {
          version: 2,
          revision: 3,
          at: stampAt,
          by: 'publisher-ben',
          title: 'Fittizia Trattoria',
          changes: [
            {
              tile: 1,
              tileId: 'hero-home',
              change: 'changed',
              fields: ['heading'],
              summary: 'Tile 1 (hero-home): heading changed',
            },
          ],
        },
      ],
      drafts: [
        {
          revision: 4,
          at: stampAt,
          by: 'editor-anna',
          changes: [{ tile: 2, change: 'added', summary: 'Tile 2 added' }],
        },
      ],
    },
  },
  opsContentRollback: {
    params: { id: 'home' },
    body: { version: 1 },
    response: { id: 'home', version: 4, publishAt: null, changed: true },
  },
  opsContentRemove: {
    params: { id: 'summer-terrace' },
    response: { id: 'summer-terrace', removed: true },
  },
  opsContentPreviewLink: {
    body: { path: '/' },
    response: {
      url: 'https://www.fittizia-trattoria.example/preview?token=v1.eyJlZGl0b3IiOiJlZGl0b3ItYW5uYSJ9.c2ln&to=%2F',
      token: 'v1.eyJlZGl0b3IiOiJlZGl0b3ItYW5uYSJ9.c2ln',
      expiresAt: '2026-03-07T15:05:01.000Z',
    },
  },
};
