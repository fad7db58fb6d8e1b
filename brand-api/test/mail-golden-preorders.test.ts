import type { PreorderView } from '@fittizia/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMailMessage, mailPreorder } from '../src/domains/booking/emails.ts';
import { preorderSheetMessage } from '../src/domains/preorders/emails.ts';
import type { LoadedPreorder } from '../src/domains/preorders/service/records.ts';
import { restaurant } from './mail-fixtures.ts';

/*
 * The group pre-order's e-mails from fixed inputs, written out whole and compared with the files under
 * `__snapshots__/mail-golden/` as `mail-golden.test.ts` does for the others: the confirmation with its pre-order
 * links, the restaurant's sheet and the organiser's final list (with the CSV). Names and notes carry markup,
 * quotes and a spreadsheet formula, so the escaping is pinned too.
 */

const siteUrl = 'https://www.fittizia.example';
const options = {
  siteUrl,
  brandName: 'Fittizia Trattoria',
  from: 'Fittizia Trattoria <bookings@fittizia.example>',
};

const loaded: LoadedPreorder = {
  preorder: {
    id: 1,
    bookingId: 1,
    menuId: 'm-christmas',
    childrenMenuId: 'm-kids',
    allSectionsRequired: true,
    cutoffHours: 48,
    cutoffAt: new Date('2026-12-08T19:30:00Z'),
    state: 'closed',
    jobId: null,
    closedAt: new Date('2026-12-08T19:30:00Z'),
    createdAt: new Date('2026-11-23T10:00:00Z'),
  },
  booking: {
    id: 1,
    reference: 'RKN24CP4',
    brandKey: 'demo',
    kind: 'table',
    status: 'confirmed',
    storeId: '1001',
    storeName: 'Fittizia <Covent Garden>',
    storeEmail: 'coventgarden@fittizia.example',
    date: '2026-12-10',
    time: '19:30',
    startsAt: new Date('2026-12-10T19:30:00Z'),
    adults: 2,
    children: 1,
    firstName: "Anne-Marie O'Neil",
    lastName: 'Smith',
    email: 'anne@example.com',
    phone: '07700900123',
    menuName: 'Christmas menu: three courses',
  },
  guests: [],
};

const section = (id: string, name: string, dishes: [string, string][]) => ({
  id,
  name,
  required: true,
  dishes: dishes.map(([dishId, dishName]) => ({
    id: dishId,
    name: dishName,
    allergens: [],
    dietaryTags: [],
  })),
});

const view: PreorderView = {
  role: 'organiser',
  reference: 'RKN24CP4',
  state: 'closed',
  storeId: '1001',
  storeName: 'Fittizia <Covent Garden>',
  date: '2026-12-10',
  time: '19:30',
  adults: 2,
  children: 1,
  places: 3,
  menuName: 'Festive Menu',
  cutoffAt: '2026-12-08T19:30:00.000Z',
  cutoffText: 'Tuesday 8 December at 19:30',
  sections: [
    section('festive-starters', 'Starters', [['festive-soup', 'Roast chestnut soup']]),
    section('festive-mains', 'Mains', [
      ['festive-turkey', 'Tacchino ripieno'],
      ['festive-ravioli', 'Butternut ravioli'],
    ]),
  ],
  childrenSections: [section('kids-mains', 'Mains', [['kids-fish', 'Fish goujons']])],
  guests: [],
  entries: [
    {
      id: '1',
      firstName: 'Bea <b>',
      child: false,
      chosen: true,
      overParty: false,
      choices: [
        { sectionId: 'festive-starters', dishId: 'festive-soup' },
        { sectionId: 'festive-mains', dishId: 'festive-turkey' },
      ],
      allergens: ['peanuts', 'tree nuts'],
      note: '=SUM(A1) "no sprouts", please',
      conflicts: [{ dishId: 'festive-soup', allergens: ['tree nuts'] }],
    },
    {
      id: '2',
      firstName: 'Kit',
      child: true,
      chosen: true,
      overParty: false,
      choices: [{ sectionId: 'kids-mains', dishId: 'kids-fish' }],
      allergens: [],
      conflicts: [],
    },
    {
      id: '3',
      firstName: 'Cy',
      child: false,
      chosen: false,
      overParty: true,
      choices: [],
      allergens: [],
      conflicts: [],
    },
  ],
  counts: [
    { dishId: 'festive-soup', name: 'Roast chestnut soup', count: 1 },
    { dishId: 'festive-turkey', name: 'Tacchino ripieno', count: 1 },
    { dishId: 'kids-fish', name: 'Fish goujons', count: 1 },
  ],
};

type Built = Awaited<ReturnType<typeof bookingMailMessage>>;

const cases: Record<string, () => Promise<Built>> = {
  'booking-confirmation-preorder': () =>
    bookingMailMessage(
      {
        kind: 'confirmation',
        reference: 'RKN24CP4',
        restaurant,
        start: new Date('2026-12-10T19:30:00Z'),
        durationMinutes: 150,
        adults: 10,
        children: 0,
        menuName: 'Christmas menu: three courses',
        extras: [],
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        specialRequest: null,
        manageUrl: `${siteUrl}/booking/manage/abc`,
        preorder: mailPreorder(
          {
            organiserLink: '/pre-order/organiser/RKN24CP4.o.sig',
            guestLink: '/pre-order/RKN24CP4.g.sig',
            places: 10,
            chosen: 0,
            cutoffAt: '2026-12-08T19:30:00.000Z',
            state: 'open',
            overParty: [],
          },
          siteUrl,
        ),
      },
      options,
    ),
  'preorder-sheet': () => preorderSheetMessage(loaded, view, 'restaurant', options),
  'preorder-final': () => preorderSheetMessage(loaded, view, 'organiser', options),
};

function render(mail: Built): string {
  const head = [
    `kind: ${mail.kind ?? '(none)'}`,
    `to: ${JSON.stringify(mail.to)}`,
    `subject: ${mail.subject}`,
    `keys: ${Object.keys(mail).sort().join(', ')}`,
  ];
  const parts = [
    `--- text\n${mail.text}`,
    ...(mail.html === undefined ? [] : [`--- html\n${mail.html}`]),
    ...(mail.attachments ?? []).map(
      (a) => `--- attachment ${String(a.filename)} (${String(a.contentType)})\n${String(a.content)}`,
    ),
  ];
  return `${[...head, ...parts].join('\n')}\n`;
}

describe("the group pre-order's e-mails, byte for byte", () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(Object.keys(cases))('%s', async (name) => {
    const build = cases[name] as () => Promise<Built>;
    await expect(render(await build())).toMatchFileSnapshot(`__snapshots__/mail-golden/${name}.txt`);
  });
});
