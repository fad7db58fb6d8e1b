import { PREORDER_GUEST_KEY_PATTERN, PREORDER_TOKEN_PATTERN } from '../preorder-links.ts';
import { UK_ALLERGENS, type UkAllergen } from '../vocabulary.ts';
import { z } from '../zod.ts';
import { PREORDER_STATES } from './booking-preorder.ts';
import { bearerSecrets, idParam, requestObject, responseId, responseObject } from './common.ts';
import { dietaryTag, ukAllergen, ukAllergenList } from './content.ts';

/*
 * Group pre-orders: one link for the whole party, each guest chooses a course from each section of the
 * booking's menu with its allergen facts, the organiser sees who has chosen what, and at the cut-off the restaurant
 * gets one sheet. Two signed links per booking: the guests' (choose, see first names and who has chosen) and the
 * organiser's (the whole table, the contact details, add or change anyone).
 */

/** A booking gets a pre-order when its party (adults plus children) reaches this (PREORDER_MIN_PARTY). */
export const PREORDER_DEFAULT_MIN_PARTY = 8;
/** Hours before dining a pre-order closes, unless the booking's menu sets its own (booking_menus.preorder_cutoff_hours). */
export const PREORDER_DEFAULT_CUTOFF_HOURS = 48;
export const PREORDER_NAME_MAX_LENGTH = 40;
export const PREORDER_NOTE_MAX_LENGTH = 200;

export {
  PREORDER_GUEST_KEY_HEADER,
  PREORDER_GUEST_KEY_PATTERN,
  PREORDER_ORGANISER_PATH,
  PREORDER_PATH,
  PREORDER_TOKEN_PATTERN,
} from '../preorder-links.ts';

/**
 * The form's key of one course's choice; a 400 that refuses it (a dish not on the menu, a course missing) names
 * `body.` and this as its `field`, as the request check names `body.firstName` and `body.note`.
 */
export const preorderChoiceField = (sectionId: string): string => `choices.${sectionId}`;

/** The words a person reads for each refusal, beside what they typed. */
export const PREORDER_MESSAGES = {
  firstName: `Enter a first name of at most ${PREORDER_NAME_MAX_LENGTH} characters.`,
  full: (places: number) =>
    `All ${places} places have a choice. Ask the organiser to change the party size or remove a guest.`,
  dishNotOnMenu: 'That dish is not on this booking’s menu. Please choose again.',
  courseMissing: (section: string) => `Choose a dish for ${section}.`,
  note: `Keep the note to ${PREORDER_NOTE_MAX_LENGTH} characters.`,
  closed: 'The pre-order closed at the cut-off. Please call the restaurant to change a choice.',
  cancelled: 'This booking was cancelled, so its pre-order is closed.',
  notYours: 'Only the guest who made this choice, or the organiser, can change it.',
  link: 'This pre-order link is not valid. Please ask the organiser for the link again.',
  tooMany: 'Too many changes from this link. Please wait a minute and try again.',
  allergenConflict: (dish: string, allergens: string) => `${dish} contains ${allergens}, which you listed.`,
} as const;

export const preorderToken = z
  .string()
  .check(z.regex(PREORDER_TOKEN_PATTERN, { message: 'token must be the code of a pre-order link' }))
  .register(bearerSecrets, { what: "a pre-order's link token", pattern: PREORDER_TOKEN_PATTERN });
export const preorderParams = requestObject({ token: preorderToken });
export type PreorderParams = z.infer<typeof preorderParams>;
export const preorderGuestParams = requestObject({ token: preorderToken, guestId: idParam });
export type PreorderGuestParams = z.infer<typeof preorderGuestParams>;

/** One choice: the dish picked for a section (a course) of the booking's menu. */
export const preorderChoice = requestObject({ sectionId: idParam, dishId: idParam });

/**
 * A guest's entry (add or change): first name, whether it is a child's place (the children's menu), one dish per
 * section, the allergens they want to avoid (the 14), and a note for the kitchen. `guestKey` is the key the add
 * answered: a change through the guests' link needs it; the organiser's link changes anyone without it.
 */
export const preorderGuestRequest = requestObject({
  firstName: z.string({ message: 'firstName is required' }).check(
    z.trim(),
    z.minLength(1, { message: 'firstName is required' }),
    z.maxLength(PREORDER_NAME_MAX_LENGTH, {
      message: `firstName must be at most ${PREORDER_NAME_MAX_LENGTH} characters`,
    }),
  ),
  child: z._default(z.boolean(), false),
  choices: z.array(preorderChoice).check(z.maxLength(20)),
  allergens: z._default(z.array(ukAllergen).check(z.maxLength(UK_ALLERGENS.length)), []),
  note: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PREORDER_NOTE_MAX_LENGTH, {
        message: `note must be at most ${PREORDER_NOTE_MAX_LENGTH} characters`,
      }),
    ),
  ),
  guestKey: z.optional(
    z.string().check(z.regex(PREORDER_GUEST_KEY_PATTERN, { message: 'guestKey is not valid' })),
  ),
});
export type PreorderGuestRequest = z.infer<typeof preorderGuestRequest>;

/** Remove a guest: the guest's own key through the guests' link, nothing through the organiser's. */
export const preorderRemoveRequest = requestObject({
  guestKey: z.optional(
    z.string().check(z.regex(PREORDER_GUEST_KEY_PATTERN, { message: 'guestKey is not valid' })),
  ),
});

/** A dish as the pre-order page shows it: its dietary tags, its allergens (of the 14) and calories. */
export const preorderDish = responseObject({
  id: responseId,
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  kcal: z.optional(z.nullable(z.number())),
  allergens: ukAllergenList,
  dietaryTags: z._default(z.array(dietaryTag), []),
});
export type PreorderDish = z.infer<typeof preorderDish>;

/** A course: a section of the booking's menu; `required` when every guest must choose from it. */
export const preorderSection = responseObject({
  id: responseId,
  name: z.string(),
  required: z.boolean(),
  dishes: z.array(preorderDish),
});
export type PreorderSection = z.infer<typeof preorderSection>;

export { PREORDER_STATES, type PreorderState } from './booking-preorder.ts';

/** A guest as everyone with the link sees them: first name and whether they have chosen, never contact details. */
export const preorderGuestSummary = responseObject({
  id: responseId,
  firstName: z.string(),
  child: z.boolean(),
  chosen: z.boolean(),
  /** Added after the party size went down: this place is over the party size. */
  overParty: z._default(z.boolean(), false),
});

/** A guest's whole entry: what the organiser sees for everyone, and a guest for their own. */
export const preorderGuestEntry = z.extend(preorderGuestSummary, {
  choices: z.array(responseObject({ sectionId: responseId, dishId: responseId })),
  allergens: z._default(z.array(ukAllergen), []),
  note: z.optional(z.string()),
  /** The dishes chosen that contain an allergen this guest listed. */
  conflicts: z._default(z.array(responseObject({ dishId: responseId, allergens: z.array(ukAllergen) })), []),
});
export type PreorderGuestEntry = z.infer<typeof preorderGuestEntry>;

/** GET /api/preorders/{token}: the pre-order as that link may see it. */
export const preorderView = responseObject({
  role: z.enum(['guest', 'organiser']),
  reference: z.string(),
  state: z.enum(PREORDER_STATES),
  storeId: responseId,
  storeName: z.string(),
  date: z.string(),
  time: z.string(),
  adults: z.number().check(z.int()),
  children: z.number().check(z.int()),
  /** Places: adults plus children. */
  places: z.number().check(z.int()),
  menuName: z.string(),
  /** The cut-off instant (ISO) and the same as London wall-clock words, "Thursday 17 December at 19:30". */
  cutoffAt: z.string(),
  cutoffText: z.string(),
  sections: z.array(preorderSection),
  /** The children's menu's sections, when the booking has children. */
  childrenSections: z._default(z.array(preorderSection), []),
  guests: z.array(preorderGuestSummary),
  /** The guests' link with a guest's key (PREORDER_GUEST_KEY_HEADER): that guest's own entry. */
  own: z.optional(preorderGuestEntry),
  /** The organiser's link only: every guest's entry, the counts per dish and the contact details. */
  entries: z.optional(z.array(preorderGuestEntry)),
  counts: z.optional(z.array(responseObject({ dishId: responseId, name: z.string(), count: z.number() }))),
  organiser: z.optional(
    responseObject({ name: z.string(), email: z.string(), phone: z.optional(z.string()) }),
  ),
  /** The organiser's link only: the guests' link to share, and a ready reminder for those who have not chosen. */
  guestLink: z.optional(z.string()),
  reminderText: z.optional(z.string()),
});
export type PreorderView = z.infer<typeof preorderView>;

/** The answer of an add or a change: the entry, the key to change it later (an add), and the view after it. */
export const preorderGuestResponse = responseObject({
  guest: preorderGuestEntry,
  guestKey: z.optional(z.string()),
  view: preorderView,
});
export type PreorderGuestResponse = z.infer<typeof preorderGuestResponse>;

export { type BookingPreorder, bookingPreorder } from './booking-preorder.ts';

/** The dishes of `choices` that contain any of `allergens` (the warning a guest sees as they choose). */
export function allergenConflicts(
  dishes: readonly { id: string; allergens: readonly UkAllergen[] }[],
  choices: readonly { dishId: string }[],
  allergens: readonly UkAllergen[],
): { dishId: string; allergens: UkAllergen[] }[] {
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return choices.flatMap(({ dishId }) => {
    const hit = (byId.get(dishId)?.allergens ?? []).filter((a) => allergens.includes(a));
    return hit.length > 0 ? [{ dishId, allergens: hit }] : [];
  });
}

/**
 * The sheet's rows (the organiser's CSV and the restaurant's e-mail): a header, then guest by guest with each
 * course's dish, allergens and note.
 */
export function preorderSheetRows(view: PreorderView): string[][] {
  const sections = [...view.sections, ...view.childrenSections];
  const dishName = new Map(sections.flatMap((s) => s.dishes.map((d) => [d.id, d.name] as const)));
  const courses = [...new Map(sections.map((s) => [s.name, s.id])).keys()];
  const header = ['Guest', 'Child', ...courses, 'Allergens', 'Note'];
  const rows = (view.entries ?? []).map((e) => {
    const bySection = new Map(
      e.choices.map((c) => [sections.find((s) => s.id === c.sectionId)?.name, dishName.get(c.dishId) ?? '']),
    );
    return [
      e.firstName,
      e.child ? 'yes' : '',
      ...courses.map((name) => bySection.get(name) ?? ''),
      e.allergens.join('; '),
      e.note ?? '',
    ];
  });
  return [header, ...rows];
}

/**
 * The rules of one guest's entry beyond its schema, in the words a person reads: the first name, a dish of each
 * required course, every dish on that course of the booking's menu (the children's menu for a child's place), the
 * note's limit. Keyed by the form's field (`firstName`, `note`, `choices.<sectionId>`); a 400 names `body.` and
 * the key. The brand API, the mocks and the page check the same.
 */
export function preorderEntryProblems(
  menu: { sections: readonly PreorderSection[]; childrenSections: readonly PreorderSection[] },
  request: {
    firstName: string;
    child?: boolean;
    choices: readonly { sectionId: string; dishId: string }[];
    note?: string;
  },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = request.firstName.trim();
  if (name.length === 0 || name.length > PREORDER_NAME_MAX_LENGTH)
    problems.firstName = PREORDER_MESSAGES.firstName;
  const sections = request.child && menu.childrenSections.length > 0 ? menu.childrenSections : menu.sections;
  for (const choice of request.choices) {
    const section = sections.find((s) => s.id === choice.sectionId);
    if (!section?.dishes.some((d) => d.id === choice.dishId))
      problems[preorderChoiceField(choice.sectionId)] = PREORDER_MESSAGES.dishNotOnMenu;
  }
  for (const section of sections) {
    if (section.required && !request.choices.some((c) => c.sectionId === section.id))
      problems[preorderChoiceField(section.id)] = PREORDER_MESSAGES.courseMissing(section.name);
  }
  if ((request.note ?? '').trim().length > PREORDER_NOTE_MAX_LENGTH) problems.note = PREORDER_MESSAGES.note;
  return problems;
}
