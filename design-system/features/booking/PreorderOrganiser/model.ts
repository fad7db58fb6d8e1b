import type { PreorderDish, PreorderGuestEntry, PreorderView } from '@fittizia/contract';

type UkAllergen = PreorderGuestEntry['allergens'][number];

/*
 * What the organiser's table and the printed sheet read from a pre-order's organiser view: the courses, each
 * guest's dish per course and its conflicts, who has not chosen, the places still empty, the counts per dish.
 */

/** A course (a section's name) with its section ids on the adults' and the children's menus. */
export interface Course {
  name: string;
  sectionIds: string[];
}

/** The courses in menu order: a section of the same name on the children's menu is the same course. */
export function courses(view: PreorderView): Course[] {
  const byName = new Map<string, Course>();
  for (const s of [...view.sections, ...view.childrenSections]) {
    const course = byName.get(s.name) ?? { name: s.name, sectionIds: [] };
    course.sectionIds.push(s.id);
    byName.set(s.name, course);
  }
  return [...byName.values()];
}

export function dishesById(view: PreorderView): Map<string, PreorderDish> {
  return new Map(
    [...view.sections, ...view.childrenSections].flatMap((s) => s.dishes.map((d) => [d.id, d] as const)),
  );
}

/** One course's cell for a guest: the dish, and the allergens in it the guest listed. */
export interface Cell {
  dish?: PreorderDish | undefined;
  conflict: UkAllergen[];
}

export function cellsOf(entry: PreorderGuestEntry, view: PreorderView): Cell[] {
  const dishes = dishesById(view);
  return courses(view).map((course) => {
    const choice = entry.choices.find((c) => course.sectionIds.includes(c.sectionId));
    const dish = choice ? dishes.get(choice.dishId) : undefined;
    const conflict = entry.conflicts.find((c) => c.dishId === choice?.dishId)?.allergens ?? [];
    return { dish, conflict };
  });
}

/** Every entry (the organiser's view), else the guests as summaries with nothing chosen. */
export function entriesOf(view: PreorderView): PreorderGuestEntry[] {
  return (
    view.entries ??
    view.guests.map((g) => ({ ...g, choices: [], allergens: [], conflicts: [], overParty: g.overParty }))
  );
}

export interface Tally {
  chosen: number;
  places: number;
  /** First names of the guests who have added themselves but not chosen. */
  waiting: string[];
  /** Places no guest has taken yet. */
  empty: number;
  /** Guests whose choices are over the party size (after it went down). */
  over: string[];
}

export function tally(view: PreorderView): Tally {
  const entries = entriesOf(view);
  const inParty = entries.filter((e) => !e.overParty);
  return {
    chosen: inParty.filter((e) => e.chosen).length,
    places: view.places,
    waiting: inParty.filter((e) => !e.chosen).map((e) => e.firstName),
    empty: Math.max(0, view.places - inParty.length),
    over: entries.filter((e) => e.overParty).map((e) => e.firstName),
  };
}

/** "3 of 10 chosen". */
export const chosenWords = (chosen: number, places: number) => `${chosen} of ${places} chosen`;

/** The counts per dish in menu order, from the view's counts (the brand API's), else counted here. */
export function dishCounts(view: PreorderView): { dishId: string; name: string; count: number }[] {
  if (view.counts) return view.counts.filter((c) => c.count > 0);
  const counts = new Map<string, number>();
  for (const e of entriesOf(view).filter((x) => !x.overParty)) {
    for (const c of e.choices) counts.set(c.dishId, (counts.get(c.dishId) ?? 0) + 1);
  }
  const dishes = dishesById(view);
  return [...counts].map(([dishId, count]) => ({ dishId, name: dishes.get(dishId)?.name ?? dishId, count }));
}

/** A list of allergens as a person reads it: "peanuts and soya". */
export function allergenWords(allergens: readonly string[]): string {
  if (allergens.length <= 1) return allergens.join('');
  return `${allergens.slice(0, -1).join(', ')} and ${allergens[allergens.length - 1]}`;
}

/** A guests' link made absolute for sharing (the view's is a path), and the reminder with it. */
export function absoluteLink(path: string, origin: string | undefined): string {
  return origin && path.startsWith('/') ? `${origin}${path}` : path;
}

export function reminderWith(view: PreorderView, link: string): string {
  const text = view.reminderText ?? '';
  if (!view.guestLink) return text;
  return text.includes(view.guestLink) ? text.split(view.guestLink).join(link) : text;
}
