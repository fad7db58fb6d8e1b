import type { Page } from '@playwright/test';

/** One address of the page-level review (routes.ts) or one form state (form-states.ts). */
export interface PageRoute {
  /** Names the test and the baselines (`<name>--<viewport>.png`). */
  name: string;
  /** The address, or for a customer's page (preferences, choices, occasion dates) made from their guid. */
  path: string | ((guid: string) => string);
  /** Screenshot it (the route types of the review); every route gets the edge check. */
  picture: boolean;
  /** Its first heading is the page's own (not inside a hero tile): it starts at the page gutter. */
  headingAtGutter?: boolean;
  /** The whole page or only the window (an open modal covers the page). */
  fullPage?: boolean;
  /** Scrolled this far (window only): the sticky header as it looks over the page once scrolled. */
  scrolledTo?: number;
  /** What to wait for once the page has hydrated, beyond the network going quiet (or what to do: a form state). */
  ready?: (page: Page) => Promise<void>;
  /** Checked with axe (WCAG 2.2 AA) as it is pictured: the forms' states. */
  axe?: boolean;
  /** Selectors of what differs on every run (an enquiry's reference), masked in the picture. */
  mask?: string[];
}

/**
 * An offer's "Valid until" day: the seed dates its offers from the day it runs, so the day differs from run to
 * run. Masked wherever an offer's validity shows.
 */
export const OFFER_VALID_UNTIL = 'text=/Valid until \\d{1,2} [A-Z][a-z]+ \\d{4}/';
