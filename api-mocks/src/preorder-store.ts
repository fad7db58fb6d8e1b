import {
  allergenConflicts,
  examples,
  PREORDER_PATH,
  type PreorderGuestEntry,
  type PreorderGuestRequest,
  type PreorderSection,
  type PreorderState,
  type PreorderView,
} from '@fittizia/contract';

/*
 * The pre-orders the mocks know, kept in memory: each booking's menu, its guests' entries and their
 * keys. An add, a change and a remove change the store; a story or a test makes its own store and resets it.
 */

type Base = Pick<
  PreorderView,
  | 'reference'
  | 'state'
  | 'storeId'
  | 'storeName'
  | 'date'
  | 'time'
  | 'adults'
  | 'children'
  | 'places'
  | 'menuName'
  | 'cutoffAt'
  | 'cutoffText'
  | 'sections'
  | 'childrenSections'
>;

export type StoredGuest = Pick<
  PreorderGuestEntry,
  'id' | 'firstName' | 'child' | 'choices' | 'allergens' | 'note'
> & { key: string };

/** The contract's example links (K7QM2XRA). */
const EXAMPLE_TOKENS = {
  g: examples.preorderView.params.token,
  o: examples.preorderRemoveGuest.params.token,
};

export interface StoredPreorder {
  base: Base;
  organiser: { name: string; email: string; phone?: string };
  guests: StoredGuest[];
  nextId: number;
}

export interface PreorderStore {
  now: () => Date;
  preorders: Map<string, StoredPreorder>;
  /** Writes per link in the last minute (the per-link rate limit). */
  writes: Map<string, number[]>;
  reset(): void;
}

/** Writes a link may make in a minute before the mocks answer 429 (the brand API's per-link limit). */
export const MOCK_PREORDER_WRITES_PER_MINUTE = 30;

const sig = (reference: string, purpose: 'g' | 'o') =>
  `${purpose}${reference}`
    .repeat(8)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 43)
    .padEnd(43, 'x');

/** The mocks' links: `<reference>.g.<sig>` and `<reference>.o.<sig>`; the contract's examples for K7QM2XRA. */
export function mockPreorderToken(reference: string, purpose: 'g' | 'o'): string {
  if (reference === 'K7QM2XRA') return EXAMPLE_TOKENS[purpose];
  return `${reference}.${purpose}.${sig(reference, purpose)}`;
}

const example = examples.preorderView.response as PreorderView;
const kidsSections: PreorderSection[] = [
  {
    id: 'kids-mains',
    name: 'Children’s mains',
    required: true,
    dishes: [
      {
        id: 'kids-pasta',
        name: 'Tomato pasta',
        kcal: 380,
        allergens: ['cereals containing gluten'],
        dietaryTags: [{ name: 'Vegan', code: 'VG' }],
      },
      { id: 'kids-turkey', name: 'Little turkey dinner', kcal: 450, allergens: ['milk'], dietaryTags: [] },
    ],
  },
];
const organiser = { name: 'Marco Bianchi', email: 'marco.bianchi@example.com', phone: '07700900123' };

const guest = (
  id: number,
  firstName: string,
  choices: [string, string][],
  extra: Partial<StoredGuest> = {},
): StoredGuest => ({
  id: String(id),
  firstName,
  child: false,
  choices: choices.map(([sectionId, dishId]) => ({ sectionId, dishId })),
  allergens: [],
  key: `mock-key-${String(id).padStart(2, '0')}`.padEnd(43, 'k'),
  ...extra,
});
const giulia = () =>
  guest(
    1,
    'Giulia',
    [
      ['festive-starters', 'festive-soup'],
      ['festive-mains', 'festive-turkey'],
    ],
    {
      allergens: ['peanuts'],
      note: 'No gravy, please.',
    },
  );

/** The seed: the example's open pre-order, one with children, one full, one after its cut-off, one cancelled. */
function seed(): Map<string, StoredPreorder> {
  const make = (reference: string, state: PreorderState, patch: Partial<Base>, guests: StoredGuest[]) => {
    const { role: _role, guests: _guests, ...rest } = example;
    const base: Base = { ...rest, reference, state, ...patch };
    return [reference, { base, organiser, guests, nextId: guests.length + 1 }] as const;
  };
  return new Map([
    make('K7QM2XRA', 'open', {}, [giulia()]),
    make('KIDS2XMS', 'open', { adults: 4, children: 2, places: 6, childrenSections: kidsSections }, []),
    make('FULL2XMS', 'open', { adults: 2, places: 2 }, [
      giulia(),
      guest(2, 'Sam', [
        ['festive-starters', 'festive-satay'],
        ['festive-mains', 'festive-turkey'],
      ]),
    ]),
    make('SHUT2XMS', 'closed', {}, [giulia()]),
    make('GONE2XMS', 'cancelled', {}, [giulia()]),
  ]);
}

export function createPreorderStore(now: () => Date = () => new Date()): PreorderStore {
  const store: PreorderStore = {
    now,
    preorders: seed(),
    writes: new Map(),
    reset() {
      store.preorders = seed();
      store.writes = new Map();
    },
  };
  return store;
}

/** The pre-order and the role a token opens, or undefined for a link the mocks do not know. */
export function openToken(store: PreorderStore, token: string) {
  const [reference, purpose] = token.split('.');
  const preorder = store.preorders.get(reference ?? '');
  if (
    !preorder ||
    (purpose !== 'g' && purpose !== 'o') ||
    mockPreorderToken(reference ?? '', purpose) !== token
  )
    return undefined;
  return { preorder, role: purpose === 'g' ? ('guest' as const) : ('organiser' as const) };
}

/** One more write from a link; false when it is over the minute's limit. */
export function countWrite(store: PreorderStore, token: string): boolean {
  const at = store.now().getTime();
  const recent = (store.writes.get(token) ?? []).filter((t) => at - t < 60_000);
  if (recent.length >= MOCK_PREORDER_WRITES_PER_MINUTE) return false;
  store.writes.set(token, [...recent, at]);
  return true;
}

const sectionsOf = (p: StoredPreorder, child: boolean) =>
  child && p.base.childrenSections.length > 0 ? p.base.childrenSections : p.base.sections;

export function entryOf(p: StoredPreorder, g: StoredGuest, index: number): PreorderGuestEntry {
  const { key: _key, ...rest } = g;
  const required = sectionsOf(p, g.child).filter((s) => s.required);
  return {
    ...rest,
    chosen: required.every((s) => g.choices.some((c) => c.sectionId === s.id)),
    overParty: index >= p.base.places,
    conflicts: allergenConflicts(
      sectionsOf(p, g.child).flatMap((s) => s.dishes),
      g.choices,
      g.allergens,
    ),
  };
}

/** The pre-order as a link sees it: first names and who has chosen; the organiser's link the whole table. */
export function viewOf(p: StoredPreorder, role: 'guest' | 'organiser', ownKey?: string | null): PreorderView {
  const entries = p.guests.map((g, i) => entryOf(p, g, i));
  const guests = entries.map(({ id, firstName, child, chosen, overParty }) => ({
    id,
    firstName,
    child,
    chosen,
    overParty,
  }));
  const ownIndex = ownKey ? p.guests.findIndex((g) => g.key === ownKey) : -1;
  if (role === 'guest')
    return { ...p.base, role, guests, ...(ownIndex >= 0 ? { own: entries[ownIndex] } : {}) } as PreorderView;
  const dishes = [...p.base.sections, ...p.base.childrenSections].flatMap((s) => s.dishes);
  const counts = dishes
    .map((d) => ({
      dishId: d.id,
      name: d.name,
      count: p.guests.filter((g) => g.choices.some((c) => c.dishId === d.id)).length,
    }))
    .filter((c) => c.count > 0);
  const guestLink = `${PREORDER_PATH}${mockPreorderToken(p.base.reference, 'g')}`;
  return {
    ...p.base,
    role,
    guests,
    entries,
    counts,
    organiser: p.organiser,
    guestLink,
    reminderText: `Please choose your meal for ${p.base.date} by ${p.base.cutoffText}: ${guestLink}`,
  } as PreorderView;
}

/** The stored form of a checked request (trimmed, only the choices of the place's courses). */
export function storedOf(request: PreorderGuestRequest, id: string, key: string): StoredGuest {
  const note = request.note?.trim();
  return {
    id,
    firstName: request.firstName.trim(),
    child: request.child ?? false,
    choices: request.choices,
    allergens: request.allergens ?? [],
    ...(note ? { note } : {}),
    key,
  };
}

export { sectionsOf as preorderSectionsOf };
