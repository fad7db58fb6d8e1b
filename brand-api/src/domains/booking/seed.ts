import {
  ENQUIRY_COVERS_THRESHOLD,
  MAX_TABLE_BOOKING_COVERS,
  PREORDER_DEFAULT_CUTOFF_HOURS,
} from '@fittizia/contract';
import { and, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { SITE_LINES, type SiteLine } from '../restaurants/index.ts';
import {
  bookingAreas,
  bookingMenus,
  bookingRejections,
  bookingSettings,
  cardGuaranteeRules,
  diningDurations,
  diningTables,
  occasionAreaLinks,
  occasionMenuLinks,
  occasions,
  restaurantBookingMenus,
  restaurantOccasions,
  restaurantUpsells,
  upsells,
} from './tables.ts';

/**
 * The restaurants that produce each booking outcome of spec 8.1 and 8.2 (docs/booking-outcomes.md
 * explains how to reproduce each by hand). Everything else follows the restaurant's flags in
 * restaurants.ts: holiday parks (H) answer 20, external providers (P) answer 1 with their link,
 * late-night and award-winning sites (L, A) have a private room and take 25+ guests as enquiries,
 * seasonal sites (S) run the Christmas party.
 */
export const BOOKING_STORES = {
  /** Covent Garden: private room, enquiries for 25+, bottomless brunch, card on Saturdays for 6+. */
  flagship: '1001',
  /** Soho: bottomless brunch is listed but disabled with a custom message (19). */
  brunchDisabled: '1002',
  /** Canary Wharf: closed on Mondays (4), one upsell per booking. */
  closedMondays: '1003',
  /** Croydon: the restaurant cannot be booked online (11). */
  restaurantDisabled: '1007',
  /** Richmond: refuses Tuesdays with its own message (6). */
  rejectsTuesdays: '1009',
  /** St Andrews: only tables for up to 4, so larger parties are offered the nearest restaurant. */
  small: '1026',
  /** Inverness: does not take bookings (1). */
  notSupported: '1029',
  /** Fort William: books through an external provider (bookingProviderUrl, 1). */
  externalProvider: '1040',
  /** Aviemore: bookings are switched off for now (10). */
  disabled: '1041',
  /** Watford: no tables configured, an invalid configuration (2). */
  noTables: '1076',
  /** Gabbiano Sands: a holiday park (20). */
  holidayPark: '1201',
} as const;

type Mode = 'online' | 'not-supported' | 'disabled' | 'restaurant-disabled';
const MODES: Record<string, Mode> = {
  [BOOKING_STORES.notSupported]: 'not-supported',
  [BOOKING_STORES.disabled]: 'disabled',
  [BOOKING_STORES.restaurantDisabled]: 'restaurant-disabled',
};

export const REJECTION_MESSAGES = {
  richmondTuesday:
    'Our Richmond kitchen hosts its cookery school on Tuesdays, so we cannot take table bookings that day. Please choose another day.',
};
export const BRUNCH_DISABLED_MESSAGE =
  'Bottomless brunch is taking a break at Soho while we refit the bar. Our Covent Garden team serves it every weekend.';

export const OCCASION_IDS = {
  standard: 'standard',
  birthday: 'birthday',
  christmasParty: 'christmas-party',
  bottomlessBrunch: 'bottomless-brunch',
} as const;

export const AREA_NAMES: Record<string, { name: string; description: string }> = {
  'main-floor': { name: 'Main floor', description: 'The dining room around the wood-fired oven.' },
  terrace: { name: 'Terrace', description: 'Outdoor tables, covered and heated.' },
  'private-room': { name: 'Private room', description: 'A room of your own for larger parties.' },
};

/** Dining time by party size: the first row whose maxCovers is not below the party. */
export const DINING_DURATIONS = [
  { maxCovers: 2, minutes: 90 },
  { maxCovers: 6, minutes: 120 },
  { maxCovers: MAX_TABLE_BOOKING_COVERS, minutes: 150 },
  { maxCovers: 100, minutes: 180 },
];

export const SEED_OCCASIONS: (typeof occasions.$inferInsert & {
  menuLinks: string[];
  areaLinks: string[];
})[] = [
  {
    id: OCCASION_IDS.standard,
    name: 'Table booking',
    description: 'Lunch or dinner at the trattoria.',
    bookingType: 'table',
    minimumCovers: 1,
    maximumCovers: 100,
    menuLinkType: 'exclusive',
    menuLinks: ['bm-christmas', 'bm-birthday', 'bm-brunch'],
    areaLinkType: 'exclusive',
    areaLinks: ['private-room'],
    position: 0,
  },
  {
    id: OCCASION_IDS.birthday,
    name: 'Birthday',
    description: 'A table for a celebration, with a cake if you would like one.',
    bookingType: 'table',
    minimumCovers: 2,
    maximumCovers: MAX_TABLE_BOOKING_COVERS,
    menuLinkType: 'exclusive',
    menuLinks: ['bm-christmas', 'bm-brunch'],
    areaLinkType: 'exclusive',
    areaLinks: [],
    position: 1,
  },
  {
    id: OCCASION_IDS.christmasParty,
    name: 'Christmas party',
    description: 'The festive menu for groups, from mid-November to 23 December.',
    bookingType: 'table',
    minimumCovers: 6,
    maximumCovers: MAX_TABLE_BOOKING_COVERS,
    seasonStart: '11-15',
    seasonEnd: '12-23',
    menuLinkType: 'inclusive',
    menuLinks: ['bm-christmas'],
    areaLinkType: 'inclusive',
    areaLinks: ['main-floor', 'private-room'],
    position: 2,
  },
  {
    id: OCCASION_IDS.bottomlessBrunch,
    name: 'Bottomless brunch',
    description: 'Weekend brunch with free-flowing drinks for groups; the restaurant confirms each request.',
    bookingType: 'event',
    minimumCovers: 6,
    maximumCovers: 40,
    weekdays: [6, 7],
    firstTime: '11:30',
    lastTime: '14:30',
    menuLinkType: 'inclusive',
    menuLinks: ['bm-brunch'],
    areaLinkType: 'inclusive',
    areaLinks: ['private-room', 'main-floor'],
    position: 3,
  },
];

export const SEED_BOOKING_MENUS: (typeof bookingMenus.$inferInsert)[] = [
  {
    id: 'bm-a-la-carte',
    name: 'À la carte',
    description: 'Choose on the night from the full menu.',
    position: 0,
  },
  {
    id: 'bm-lunch',
    name: 'Pranzo: two-course set lunch',
    description: 'Weekday lunch, two courses.',
    pricePence: 1695,
    weekdays: [1, 2, 3, 4, 5],
    firstTime: '11:30',
    lastTime: '15:45',
    position: 1,
  },
  { id: 'bm-vegan', name: 'Vegan à la carte', description: 'Every dish of the vegan menu.', position: 2 },
  {
    id: 'bm-birthday',
    name: 'Birthday feast',
    description: 'Sharing antipasti, pizza and pasta, and a dessert for the birthday guest.',
    pricePence: 2995,
    position: 3,
  },
  {
    id: 'bm-christmas',
    name: 'Christmas menu: three courses',
    description: 'The festive menu with a glass of prosecco.',
    pricePence: 3495,
    seasonStart: '11-15',
    seasonEnd: '12-24',
    position: 4,
    // Every guest pre-orders from the festive menu (the children from the kids menu), 48 hours ahead.
    preorderMenuId: 'm-christmas',
    childrenMenuId: 'm-kids',
    requiresPreorder: true,
    preorderCutoffHours: PREORDER_DEFAULT_CUTOFF_HOURS,
  },
  {
    id: 'bm-brunch',
    name: 'Bottomless brunch',
    description: 'Brunch plates with 90 minutes of bottomless prosecco, spritz or soft drinks.',
    pricePence: 3900,
    weekdays: [6, 7],
    firstTime: '11:30',
    lastTime: '14:30',
    position: 5,
  },
];

export const SEED_UPSELLS: (typeof upsells.$inferInsert)[] = [
  {
    id: 'up-prosecco',
    name: 'Prosecco on arrival',
    description: 'A glass for each guest, poured as you sit down.',
    image: '/images/upsells/prosecco.jpg',
    pricePence: 650,
    minimumQuantity: 1,
    maximumQuantity: MAX_TABLE_BOOKING_COVERS,
    perCover: true,
    position: 0,
  },
  {
    id: 'up-antipasti',
    name: 'Antipasti board to share',
    description: 'Cured meats, cheeses, olives and focaccia on the table when you arrive.',
    image: '/images/upsells/antipasti.jpg',
    pricePence: 1450,
    minimumQuantity: 1,
    maximumQuantity: 4,
    position: 1,
  },
  {
    id: 'up-cake',
    name: 'Celebration cake',
    description: 'A chocolate and hazelnut torta with a candle and a message.',
    image: '/images/upsells/cake.jpg',
    pricePence: 1800,
    minimumQuantity: 1,
    maximumQuantity: 1,
    occasionId: OCCASION_IDS.birthday,
    position: 2,
  },
  {
    id: 'up-flowers',
    name: 'Flowers on the table',
    description: 'A posy of seasonal flowers to take home.',
    image: '/images/upsells/flowers.jpg',
    pricePence: 1200,
    minimumQuantity: 1,
    maximumQuantity: 1,
    position: 3,
  },
  {
    id: 'up-crackers',
    name: 'Christmas crackers',
    description: 'One cracker for each guest.',
    image: '/images/upsells/crackers.jpg',
    pricePence: 200,
    minimumQuantity: 1,
    maximumQuantity: MAX_TABLE_BOOKING_COVERS,
    perCover: true,
    occasionId: OCCASION_IDS.christmasParty,
    position: 4,
  },
];

/** A card guarantee is needed when any rule matches (all of a rule's conditions hold). */
export const SEED_CARD_RULES: (typeof cardGuaranteeRules.$inferInsert)[] = [
  { id: 'cg-large-party', minCovers: 10 },
  { id: 'cg-christmas-party', occasionId: OCCASION_IDS.christmasParty },
  { id: 'cg-new-years-eve', monthDay: '12-31' },
  { id: 'cg-covent-garden-saturday', storeId: BOOKING_STORES.flagship, weekday: 6, minCovers: 6 },
];

export const SEED_REJECTIONS: (typeof bookingRejections.$inferInsert)[] = [
  {
    id: 'rj-richmond-tuesday',
    storeId: BOOKING_STORES.rejectsTuesdays,
    weekday: 2,
    message: REJECTION_MESSAGES.richmondTuesday,
  },
];

const hasPrivateRoom = (site: SiteLine) => site.flags.has('L') || site.flags.has('A');
const hasTerrace = (site: SiteLine) => Number(site.storeId) % 3 === 0;
const bookable = (site: SiteLine) => !site.flags.has('H');

export interface SeedTable {
  id: string;
  storeId: string;
  areaId: string;
  label: string;
  minSeats: number;
  maxSeats: number;
}

/** The floor plan of one restaurant: areas and tables with their seat ranges. */
export function floorPlan(site: SiteLine): { areas: string[]; tables: SeedTable[] } {
  if (!bookable(site) || site.storeId === BOOKING_STORES.noTables) return { areas: [], tables: [] };
  const tables: SeedTable[] = [];
  const add = (areaId: string, prefix: string, count: number, minSeats: number, maxSeats: number) => {
    for (let i = 0; i < count; i++) {
      const n = tables.filter((t) => t.areaId === areaId).length + 1;
      const label = `${prefix}${n}`;
      tables.push({
        id: `${site.storeId}-${label}`,
        storeId: site.storeId,
        areaId,
        label,
        minSeats,
        maxSeats,
      });
    }
  };
  if (site.storeId === BOOKING_STORES.small) {
    add('main-floor', 'T', 2, 1, 2);
    add('main-floor', 'T', 2, 2, 4);
    return { areas: ['main-floor'], tables };
  }
  add('main-floor', 'T', 6, 1, 2);
  add('main-floor', 'T', 6, 2, 4);
  add('main-floor', 'T', 2, 4, 6);
  add('main-floor', 'T', 1, 6, 8);
  add('main-floor', 'T', 1, 8, 12);
  const areas = ['main-floor'];
  if (hasTerrace(site)) {
    add('terrace', 'P', 4, 2, 4);
    areas.push('terrace');
  }
  if (hasPrivateRoom(site)) {
    add('private-room', 'R', 1, 10, MAX_TABLE_BOOKING_COVERS);
    areas.push('private-room');
  }
  return { areas, tables };
}

function occasionsFor(site: SiteLine): (typeof restaurantOccasions.$inferInsert)[] {
  const out: (typeof restaurantOccasions.$inferInsert)[] = [
    { storeId: site.storeId, occasionId: OCCASION_IDS.standard },
  ];
  if (!bookable(site)) return out;
  out.push({ storeId: site.storeId, occasionId: OCCASION_IDS.birthday });
  if (site.flags.has('S')) out.push({ storeId: site.storeId, occasionId: OCCASION_IDS.christmasParty });
  if (site.storeId === BOOKING_STORES.brunchDisabled) {
    out.push({
      storeId: site.storeId,
      occasionId: OCCASION_IDS.bottomlessBrunch,
      enabled: false,
      disabledMessage: BRUNCH_DISABLED_MESSAGE,
    });
  } else if (hasPrivateRoom(site)) {
    out.push({ storeId: site.storeId, occasionId: OCCASION_IDS.bottomlessBrunch });
  }
  return out;
}

function menusFor(site: SiteLine): string[] {
  const ids = ['bm-a-la-carte', 'bm-lunch', 'bm-vegan', 'bm-birthday'];
  if (site.flags.has('S')) ids.push('bm-christmas');
  if (hasPrivateRoom(site) || site.storeId === BOOKING_STORES.brunchDisabled) ids.push('bm-brunch');
  return ids;
}

/** The booking configuration of every seeded restaurant (deterministic). */
export function bookingEstate() {
  return SITE_LINES.map((site) => ({
    site,
    settings: {
      storeId: site.storeId,
      mode: MODES[site.storeId] ?? 'online',
      maxOnlineCovers: MAX_TABLE_BOOKING_COVERS,
      enquiryEnabled: hasPrivateRoom(site) && bookable(site),
      enquiryMinCovers: ENQUIRY_COVERS_THRESHOLD,
      allowMultipleUpsells: site.storeId !== BOOKING_STORES.closedMondays,
      lastSeatingMinutes: 60,
      horizonDays: 365,
    } satisfies typeof bookingSettings.$inferInsert,
    ...floorPlan(site),
    occasions: occasionsFor(site),
    menuIds: menusFor(site),
    upsells: SEED_UPSELLS.map((u) => ({
      storeId: site.storeId,
      upsellId: u.id as string,
      // Flowers come from a local florist that does not deliver to every site.
      available: !(u.id === 'up-flowers' && Number(site.storeId) % 5 === 0),
    })),
  }));
}

/**
 * Writes the booking model: occasions, booking menus, upsells, card-guarantee and rejection rules,
 * and per restaurant its settings, areas, tables, dining durations and links. Idempotent: rows are
 * upserted, each seeded restaurant's links are replaced, and a table no longer in the seed is made
 * inactive (never deleted: bookings refer to it).
 */
export async function seedBooking(database: Database): Promise<void> {
  const estate = bookingEstate();
  const storeIds = estate.map((e) => e.site.storeId);
  await database.db.transaction(async (tx) => {
    await tx
      .insert(occasions)
      .values(SEED_OCCASIONS.map(({ menuLinks: _m, areaLinks: _a, ...o }) => o))
      .onConflictDoUpdate({ target: occasions.id, set: excludedSet(occasions, ['id']) });
    await tx
      .insert(bookingMenus)
      .values(SEED_BOOKING_MENUS)
      .onConflictDoUpdate({ target: bookingMenus.id, set: excludedSet(bookingMenus, ['id']) });
    await tx
      .insert(upsells)
      .values(SEED_UPSELLS)
      .onConflictDoUpdate({ target: upsells.id, set: excludedSet(upsells, ['id']) });

    const occasionIds = SEED_OCCASIONS.map((o) => o.id);
    await tx.delete(occasionMenuLinks).where(inArray(occasionMenuLinks.occasionId, occasionIds));
    await tx
      .insert(occasionMenuLinks)
      .values(SEED_OCCASIONS.flatMap((o) => o.menuLinks.map((menuId) => ({ occasionId: o.id, menuId }))));
    await tx.delete(occasionAreaLinks).where(inArray(occasionAreaLinks.occasionId, occasionIds));
    await tx
      .insert(occasionAreaLinks)
      .values(SEED_OCCASIONS.flatMap((o) => o.areaLinks.map((areaId) => ({ occasionId: o.id, areaId }))));

    await tx
      .insert(bookingSettings)
      .values(estate.map((e) => e.settings))
      .onConflictDoUpdate({
        target: bookingSettings.storeId,
        set: excludedSet(bookingSettings, ['storeId']),
      });

    const areas = estate.flatMap((e) =>
      e.areas.map((id, position) => ({
        storeId: e.site.storeId,
        id,
        name: AREA_NAMES[id]?.name ?? id,
        description: AREA_NAMES[id]?.description ?? null,
        position,
      })),
    );
    await tx
      .insert(bookingAreas)
      .values(areas)
      .onConflictDoUpdate({
        target: [bookingAreas.storeId, bookingAreas.id],
        set: excludedSet(bookingAreas, ['storeId', 'id']),
      });
    const tables = estate.flatMap((e) => e.tables.map((t) => ({ ...t, active: true })));
    await tx
      .insert(diningTables)
      .values(tables)
      .onConflictDoUpdate({ target: diningTables.id, set: excludedSet(diningTables, ['id']) });
    await tx
      .update(diningTables)
      .set({ active: false })
      .where(
        and(
          inArray(diningTables.storeId, storeIds),
          notInArray(
            diningTables.id,
            tables.map((t) => t.id),
          ),
        ),
      );

    await tx.delete(diningDurations).where(inArray(diningDurations.storeId, storeIds));
    await tx
      .insert(diningDurations)
      .values(storeIds.flatMap((storeId) => DINING_DURATIONS.map((d) => ({ storeId, ...d }))));
    await tx.delete(restaurantOccasions).where(inArray(restaurantOccasions.storeId, storeIds));
    await tx.insert(restaurantOccasions).values(estate.flatMap((e) => e.occasions));
    await tx.delete(restaurantBookingMenus).where(inArray(restaurantBookingMenus.storeId, storeIds));
    await tx
      .insert(restaurantBookingMenus)
      .values(estate.flatMap((e) => e.menuIds.map((menuId) => ({ storeId: e.site.storeId, menuId }))));
    await tx.delete(restaurantUpsells).where(inArray(restaurantUpsells.storeId, storeIds));
    await tx.insert(restaurantUpsells).values(estate.flatMap((e) => e.upsells));

    await tx.delete(cardGuaranteeRules).where(
      inArray(
        cardGuaranteeRules.id,
        SEED_CARD_RULES.map((r) => r.id),
      ),
    );
    await tx.insert(cardGuaranteeRules).values(SEED_CARD_RULES);
    await tx.delete(bookingRejections).where(
      inArray(
        bookingRejections.id,
        SEED_REJECTIONS.map((r) => r.id),
      ),
    );
    await tx.insert(bookingRejections).values(SEED_REJECTIONS);
  });
}
