import type { PreorderDish, PreorderSection } from '@fittizia/contract';
import type { UkAllergen } from '@fittizia/contract/vocabulary';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { sectionsAsServed } from '../../restaurants/index.ts';
import { type PreorderGuestRow, type PreorderRow, preorderGuests, preorders } from '../tables.ts';

/*
 * A pre-order as the calls and the cut-off job read it: its row, its booking (the booking domain's table, read by
 * name as the privacy domain does), its guests in the order they were added, and its dish menus as served.
 */

export interface PreorderBooking {
  id: number;
  reference: string;
  brandKey: string;
  kind: string;
  status: string;
  storeId: string;
  storeName: string;
  storeEmail: string | null;
  date: string;
  time: string;
  startsAt: Date;
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  menuName: string | null;
}

export interface LoadedPreorder {
  preorder: PreorderRow;
  booking: PreorderBooking;
  guests: PreorderGuestRow[];
}

interface RawBooking {
  id: string | number;
  reference: string;
  brand_key: string;
  kind: string;
  status: string;
  store_id: string;
  store_name: string;
  store_email: string | null;
  dining_date: string | Date;
  dining_time: string;
  starts_at: string | Date;
  adults: number;
  children: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  menu_name: string | null;
}

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

async function bookingWhere(db: Db, where: SQL): Promise<PreorderBooking | undefined> {
  const result = (await db.execute(sql`
    SELECT b.id, b.reference, b.brand_key, b.kind, b.status, b.store_id, r.title AS store_name, r.email AS store_email,
      b.dining_date::text AS dining_date, b.dining_time, b.starts_at, b.adults, b.children, b.first_name, b.last_name,
      b.email, b.phone, b.menu_name
    FROM bookings b JOIN restaurants r ON r.store_id = b.store_id WHERE ${where} LIMIT 1`)) as unknown as {
    rows: RawBooking[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    reference: row.reference,
    brandKey: row.brand_key,
    kind: row.kind,
    status: row.status,
    storeId: row.store_id,
    storeName: row.store_name,
    storeEmail: row.store_email,
    date: isoDate(row.dining_date),
    time: row.dining_time,
    startsAt: new Date(row.starts_at),
    adults: Number(row.adults),
    children: Number(row.children),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    menuName: row.menu_name,
  };
}

export const bookingById = (db: Db, bookingId: number) => bookingWhere(db, sql`b.id = ${bookingId}`);
export const bookingByReference = (db: Db, reference: string) =>
  bookingWhere(db, sql`b.reference = ${reference}`);

export const guestsOf = (db: Db, preorderId: number) =>
  db
    .select()
    .from(preorderGuests)
    .where(eq(preorderGuests.preorderId, preorderId))
    .orderBy(asc(preorderGuests.createdAt), asc(preorderGuests.id));

/** The pre-order of a booking, its booking and guests; `lock` takes the pre-order's row for update. */
export async function loadPreorder(
  db: Db,
  booking: PreorderBooking | undefined,
  options: { lock?: boolean } = {},
): Promise<LoadedPreorder | undefined> {
  if (!booking) return undefined;
  const query = db.select().from(preorders).where(eq(preorders.bookingId, booking.id)).limit(1);
  const [preorder] = options.lock ? await query.for('update') : await query;
  if (!preorder) return undefined;
  return { preorder, booking, guests: await guestsOf(db, preorder.id) };
}

interface MenuItemJson {
  id?: string | number;
  name?: string;
  description?: string | null;
  kcal?: number | null;
  allergens?: UkAllergen[];
  dietaryTags?: { name: string; code?: string }[];
}

/** A dish menu's sections as a pre-order offers them at `now`: a dish an operator switched off is left out. */
export async function menuSections(
  db: Db,
  menuId: string | null,
  required: boolean,
  now: Date,
): Promise<{ name: string; sections: PreorderSection[] }> {
  if (!menuId) return { name: '', sections: [] };
  const result = (await db.execute(
    sql`SELECT name, sections FROM menus WHERE id = ${menuId} LIMIT 1`,
  )) as unknown as { rows: { name: string; sections: unknown[] }[] };
  const menu = result.rows[0];
  if (!menu) return { name: '', sections: [] };
  const served = (await sectionsAsServed(db, menu.sections, now)) as {
    id: string;
    name: string;
    items?: MenuItemJson[];
  }[];
  return {
    name: menu.name,
    sections: served.map((section) => ({
      id: String(section.id),
      name: section.name,
      required,
      dishes: (section.items ?? [])
        .filter((item) => item.id !== undefined)
        .map(
          (item): PreorderDish => ({
            id: String(item.id),
            name: item.name ?? '',
            description: item.description ?? null,
            kcal: item.kcal ?? null,
            allergens: item.allergens ?? [],
            dietaryTags: item.dietaryTags ?? [],
          }),
        ),
    })),
  };
}
