import type { Database } from '../../../shared/database.ts';
import type { PreorderScheduler } from './cutoff.ts';

/** What the pre-order calls and the booking's hooks work with (docs/preorders.md, "Configuration"). */
export interface PreorderOptions {
  now: () => Date;
  /** PREORDER_LINK_SECRET. */
  secret: string;
  /** PREORDER_MIN_PARTY. */
  minParty: number;
  /** The site's origin (SITE_URL), for the ready reminder's link. */
  siteUrl: string;
  /** The cut-off queue (`startPreorderCutoffs`); without one a pre-order's job is queued when a queue starts. */
  scheduler?: PreorderScheduler;
}

export interface PreorderContext extends PreorderOptions {
  database: Database;
}
