import { CONTENT_PREVIEW_BAR, CONTENT_PREVIEW_EXIT } from '@fittizia/contract';
import * as styles from './PreviewBar.css.ts';

/** The region's name, for assistive technology and for tests. */
export const PREVIEW_BAR_LABEL = 'Preview';

export interface PreviewBarProps {
  /** Where the exit leads: the site's `/preview/exit?to=<the current path>`. */
  exitHref: string;
  /** What the bar says: "Preview: drafts are shown" by default; a preview that has ended says why. */
  message?: string;
  /** The exit's words ("Exit preview"). */
  exitLabel?: string;
}

/**
 * The bar at the top of every page while an editor previews drafts on the site (docs/content.md, "Preview on
 * the site"): what is shown, and the way out. A plain link, so it works before the page's code has loaded.
 */
export function PreviewBar({
  exitHref,
  message = CONTENT_PREVIEW_BAR,
  exitLabel = CONTENT_PREVIEW_EXIT,
}: PreviewBarProps) {
  return (
    <section className={styles.root} aria-label={PREVIEW_BAR_LABEL} data-testid="preview-bar">
      <p className={styles.message}>{message}</p>
      <a className={styles.exit} href={exitHref}>
        {exitLabel}
      </a>
    </section>
  );
}

/** The exit's address for a page: back to the same path once the preview cookie is gone. */
export const previewExitHref = (path: string) => `/preview/exit?to=${encodeURIComponent(path)}`;
