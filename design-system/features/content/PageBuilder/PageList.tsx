import type { ContentEditorPage, contentEditorPagesResponse } from '@fittizia/contract';
import type { z } from '@fittizia/contract/zod';
import { Button } from '../../../components/Button/Button.tsx';
import { formatLondon } from './contentService.ts';
import * as styles from './Workspace.css.ts';

export type PageSummary = z.infer<typeof contentEditorPagesResponse>['pages'][number];

const statusOf = (page: PageSummary) =>
  [
    page.removed
      ? 'removed'
      : page.publishedVersion
        ? `published (version ${page.publishedVersion})`
        : 'never published',
    page.unpublishedChanges && !page.removed ? 'unpublished changes' : '',
    page.publishAt ? `scheduled for ${formatLondon(page.publishAt)}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Every page the editor may open. */
export function PageList({
  pages,
  onOpen,
}: {
  pages: PageSummary[];
  onOpen: (id: ContentEditorPage['id']) => void;
}) {
  return (
    <section className={styles.panel} aria-labelledby="pages-heading">
      <h2 id="pages-heading" className={styles.tileHeading}>
        Pages
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id} className={styles.bar}>
            <div>
              <p className={styles.status}>{page.title}</p>
              <p className={styles.muted}>{`/${page.id === 'home' ? '' : page.id}: ${statusOf(page)}`}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => onOpen(page.id)}>
              {`Open ${page.title}`}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
