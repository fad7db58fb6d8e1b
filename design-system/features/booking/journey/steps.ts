import { blankJourney, type JourneyState, type JourneyStep } from './state.ts';

/**
 * The journey's steps in order (spec 4.3), as data. Each step says what it needs before it can be shown, and
 * which fields of the state hold its answer (or what was read for that answer): `owns`. Edit on a step clears
 * what that step and every later step owns (`clearFrom`), so no later step keeps data chosen for an earlier
 * answer. Adding a step is one entry here (and a folder in `steps/` for its view).
 */
export interface JourneyStepDef {
  id: JourneyStep;
  /** The step's name, as its heading and the announcement of the step read. */
  title: string;
  /** Whether the state has what the step needs. */
  ready(state: JourneyState): boolean;
  /** The fields holding this step's answer and what was read for it; cleared by Edit on it or any earlier step. */
  owns: readonly (keyof JourneyState)[];
}

export const JOURNEY_STEPS: readonly JourneyStepDef[] = [
  {
    id: 'restaurant',
    title: 'Please select a location.',
    // Shown again only while no bookable restaurant is chosen (the picker, or a call-us or provider outcome).
    ready: (s) => s.outcome?.kind !== 'book',
    // Edit restaurant clears everything (spec 4.3): the party and the diner's details too.
    owns: ['restaurantId', 'outcome', 'search', 'customer', 'occasions', 'occasionId'],
  },
  {
    id: 'search',
    title: 'Party, date and time',
    ready: (s) => Boolean(s.restaurantId) && s.outcome?.kind === 'book',
    // Edit date clears availability, menu, extras and requirements (spec 4.3).
    owns: ['availability', 'availabilityMessage', 'availabilityError', 'others'],
  },
  {
    id: 'times',
    title: 'Choose a time',
    // The modal's times are the availability answer's; the wizard's, those read for its menu and area.
    ready: (s) => Boolean(s.availability || s.slots),
    owns: ['chosen', 'menus', 'slotMessage', 'areas', 'areaId', 'slots', 'carried', 'switchNotice'],
  },
  {
    id: 'menu',
    title: 'Choose a menu',
    ready: (s) => Boolean(s.chosen),
    // Edit menu clears extras (spec 4.3), and the requirements read for the menu.
    owns: ['menuId', 'requirements', 'upsells'],
  },
  { id: 'extras', title: 'Extras', ready: (s) => Boolean(s.chosen && s.menuId), owns: ['extras'] },
  {
    id: 'details',
    title: 'Your details',
    // A time is chosen (after a taken time, the details wait for a new one).
    ready: (s) => Boolean(s.chosen && s.menuId && s.upsells),
    owns: ['bookingError'],
  },
  {
    id: 'card',
    title: 'Card guarantee',
    ready: (s) => Boolean(s.requirements?.isCardGuaranteeRequired),
    owns: ['braintreeCustomerId'],
  },
  { id: 'done', title: 'Booking confirmed', ready: (s) => Boolean(s.confirmation), owns: ['confirmation'] },
];

export const STEP_ORDER: readonly JourneyStep[] = JOURNEY_STEPS.map((s) => s.id);

export const stepIndex = (step: JourneyStep) => STEP_ORDER.indexOf(step);

export const stepDef = (step: JourneyStep) => JOURNEY_STEPS[stepIndex(step)] as JourneyStepDef;

/** The steps after `step`, in order. */
export const stepsAfter = (step: JourneyStep) => JOURNEY_STEPS.slice(stepIndex(step) + 1);

/**
 * The state with everything `step` and the later steps own put back as a blank journey has it; the step itself
 * is not changed (the caller moves to the step it edits).
 */
export function clearFrom(state: JourneyState, step: JourneyStep): JourneyState {
  const next: Record<string, unknown> = { ...state };
  for (const def of JOURNEY_STEPS.slice(stepIndex(step))) {
    for (const field of def.owns) next[field] = blankJourney[field];
  }
  return next as unknown as JourneyState;
}

/** The Edit controls of the summary (spec 2.5, 4.3) and the step each one returns to. */
export const EDIT_SECTIONS = {
  restaurant: 'restaurant',
  date: 'search',
  time: 'times',
  menu: 'menu',
  extras: 'extras',
} as const;
export type EditSection = keyof typeof EDIT_SECTIONS;
