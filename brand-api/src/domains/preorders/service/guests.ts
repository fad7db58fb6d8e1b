import {
  PREORDER_MESSAGES,
  type PreorderGuestRequest,
  type PreorderGuestResponse,
  type PreorderView,
  preorderEntryProblems,
} from '@fittizia/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { NotFound, Refused, StateConflict } from '../../../shared/errors.ts';
import { type PreorderGuestRow, preorderGuests } from '../tables.ts';
import type { PreorderContext } from './context.ts';
import {
  guestKeyHash,
  guestKeyMatches,
  newGuestKey,
  type PreorderRole,
  verifiedPreorderToken,
} from './links.ts';
import { bookingByReference, type LoadedPreorder, loadPreorder } from './records.ts';
import {
  effectiveState,
  guestEntry,
  overPartyIds,
  type PreorderMenus,
  preorderMenus,
  preorderView,
} from './view.ts';

/*
 * The pre-order calls (docs/preorders.md): the view, and a guest added, changed or removed through a link. Each
 * write runs in one transaction with the pre-order's row locked, so two adds cannot both take the last place; a
 * refusal stores nothing.
 */

const linkRefused = () => new NotFound(PREORDER_MESSAGES.link, { field: 'params.token' });

interface Opened {
  loaded: LoadedPreorder;
  role: PreorderRole;
}

/** The pre-order a token names, for this brand; 404 with the link's message for an unknown or forged one. */
async function open(
  db: Db,
  ctx: PreorderContext,
  brandKey: string,
  token: string,
  lock = false,
): Promise<Opened> {
  const verified = verifiedPreorderToken(ctx.secret, token);
  if (!verified) throw linkRefused();
  const booking = await bookingByReference(db, verified.reference);
  if (!booking || booking.brandKey !== brandKey) throw linkRefused();
  const loaded = await loadPreorder(db, booking, { lock });
  if (!loaded) throw linkRefused();
  return { loaded, role: verified.role };
}

const viewOptions = (ctx: PreorderContext) => ({ secret: ctx.secret, siteUrl: ctx.siteUrl, now: ctx.now() });

export async function viewPreorder(
  ctx: PreorderContext,
  brandKey: string,
  token: string,
  guestKey?: string,
): Promise<PreorderView> {
  const { db } = ctx.database;
  const { loaded, role } = await open(db, ctx, brandKey, token);
  const view = await preorderView(db, loaded, role, viewOptions(ctx));
  // The guests' link with a guest's key (PREORDER_GUEST_KEY_HEADER): that guest's own entry, to change it.
  const mine =
    role === 'guest' && guestKey
      ? loaded.guests.find((g) => guestKeyMatches(guestKey, g.keyHash))
      : undefined;
  if (!mine) return view;
  const menus = await preorderMenus(db, loaded, ctx.now());
  return { ...view, own: guestEntry(mine, menus, overPartyIds(loaded)) };
}

function assertOpen(loaded: LoadedPreorder, now: Date): void {
  const state = effectiveState(loaded, now);
  if (state === 'cancelled') throw new StateConflict(PREORDER_MESSAGES.cancelled);
  if (state === 'closed') throw new StateConflict(PREORDER_MESSAGES.closed);
}

/**
 * The entry checked with the contract's rules (`preorderEntryProblems`, the page's and the mocks' too): each dish
 * on its course of the menu the place chooses from, every required course; the first problem refused with its
 * field (`body.choices.<sectionId>`).
 */
function checkedChoices(menus: PreorderMenus, body: PreorderGuestRequest) {
  const [field, message] = Object.entries(preorderEntryProblems(menus, body))[0] ?? [];
  if (field && message) throw new Refused(message, `body.${field}`);
  return body.choices.map(({ sectionId, dishId }) => ({ sectionId, dishId }));
}

/** A place of the kind asked for is free: adults up to the booking's adults, children up to its children. */
function assertPlace(loaded: LoadedPreorder, child: boolean, except?: number): void {
  const { adults, children } = loaded.booking;
  const taken = loaded.guests.filter((g) => g.child === child && g.id !== except).length;
  if (taken >= (child ? children : adults))
    throw new StateConflict(PREORDER_MESSAGES.full(adults + children));
}

async function entryValues(db: Db, ctx: PreorderContext, loaded: LoadedPreorder, body: PreorderGuestRequest) {
  if (body.child && loaded.booking.children === 0) {
    throw new StateConflict(PREORDER_MESSAGES.full(loaded.booking.adults));
  }
  const menus = await preorderMenus(
    db,
    { ...loaded, booking: { ...loaded.booking, children: 1 } },
    ctx.now(),
  );
  const choices = checkedChoices(menus, body);
  return {
    firstName: body.firstName,
    child: body.child,
    choices,
    allergens: [...new Set(body.allergens)],
    note: body.note ? body.note : null,
  };
}

async function answer(
  db: Db,
  ctx: PreorderContext,
  opened: Opened,
  guestId: number,
  guestKey?: string,
): Promise<PreorderGuestResponse> {
  const loaded = (await loadPreorder(db, opened.loaded.booking)) as LoadedPreorder;
  const menus = await preorderMenus(db, loaded, ctx.now());
  const guest = loaded.guests.find((g) => g.id === guestId) as PreorderGuestRow;
  return {
    guest: guestEntry(guest, menus, overPartyIds(loaded)),
    ...(guestKey ? { guestKey } : {}),
    view: await preorderView(db, loaded, opened.role, viewOptions(ctx)),
  };
}

export async function addGuest(
  ctx: PreorderContext,
  brandKey: string,
  token: string,
  body: PreorderGuestRequest,
): Promise<PreorderGuestResponse> {
  const key = newGuestKey();
  const { opened, id } = await ctx.database.db.transaction(async (tx) => {
    const opened = await open(tx, ctx, brandKey, token, true);
    assertOpen(opened.loaded, ctx.now());
    const values = await entryValues(tx, ctx, opened.loaded, body);
    assertPlace(opened.loaded, body.child);
    const at = ctx.now();
    const [row] = await tx
      .insert(preorderGuests)
      .values({
        preorderId: opened.loaded.preorder.id,
        ...values,
        keyHash: guestKeyHash(key),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: preorderGuests.id });
    return { opened, id: (row as { id: number }).id };
  });
  return answer(ctx.database.db, ctx, opened, id, key);
}

/** The guest a call names, and whether this link may change it: the organiser's always, the guests' with its key. */
function ownGuest(opened: Opened, guestId: string, guestKey: string | undefined): PreorderGuestRow {
  const guest = opened.loaded.guests.find((g) => String(g.id) === guestId);
  if (!guest) throw new NotFound(PREORDER_MESSAGES.notYours, { field: 'params.guestId' });
  if (opened.role === 'guest' && !guestKeyMatches(guestKey, guest.keyHash)) {
    throw new Refused(PREORDER_MESSAGES.notYours, 'body.guestKey');
  }
  return guest;
}

export async function changeGuest(
  ctx: PreorderContext,
  brandKey: string,
  params: { token: string; guestId: string },
  body: PreorderGuestRequest,
): Promise<PreorderGuestResponse> {
  const { opened, id } = await ctx.database.db.transaction(async (tx) => {
    const opened = await open(tx, ctx, brandKey, params.token, true);
    const guest = ownGuest(opened, params.guestId, body.guestKey);
    assertOpen(opened.loaded, ctx.now());
    const values = await entryValues(tx, ctx, opened.loaded, body);
    if (body.child !== guest.child) assertPlace(opened.loaded, body.child, guest.id);
    await tx
      .update(preorderGuests)
      .set({ ...values, updatedAt: ctx.now() })
      .where(and(eq(preorderGuests.id, guest.id), eq(preorderGuests.preorderId, opened.loaded.preorder.id)));
    return { opened, id: guest.id };
  });
  return answer(ctx.database.db, ctx, opened, id);
}

export async function removeGuest(
  ctx: PreorderContext,
  brandKey: string,
  params: { token: string; guestId: string },
  body: { guestKey?: string | undefined },
): Promise<PreorderView> {
  const opened = await ctx.database.db.transaction(async (tx) => {
    const opened = await open(tx, ctx, brandKey, params.token, true);
    const guest = ownGuest(opened, params.guestId, body.guestKey);
    assertOpen(opened.loaded, ctx.now());
    await tx.delete(preorderGuests).where(eq(preorderGuests.id, guest.id));
    return opened;
  });
  const loaded = (await loadPreorder(ctx.database.db, opened.loaded.booking)) as LoadedPreorder;
  return preorderView(ctx.database.db, loaded, opened.role, viewOptions(ctx));
}
