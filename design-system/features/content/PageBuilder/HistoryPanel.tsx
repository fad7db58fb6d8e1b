import type { BrandClient, contentHistoryResponse } from '@fittizia/contract';
import type { z } from '@fittizia/contract/zod';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { refusalOf, stampText } from './contentService.ts';
import type { PageDraft } from './usePageDraft.ts';
import * as styles from './Workspace.css.ts';

type History = z.infer<typeof contentHistoryResponse>;

function Changes({ changes }: { changes: History['drafts'][number]['changes'] }) {
  if (changes.length === 0) return <p className={styles.muted}>No change</p>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={`${change.tile}-${change.change}-${change.summary}`}>{change.summary}</li>
      ))}
    </ul>
  );
}

/** The page's versions and its saves since, who and when, tile by tile; a publisher rolls back to a version. */
export function HistoryPanel({
  client,
  serviceUrl,
  state,
  isPublisher,
}: {
  client: BrandClient;
  serviceUrl: string;
  state: PageDraft;
  isPublisher: boolean;
}) {
  const [history, setHistory] = useState<History>();
  const id = state.page.id;
  const load = async () => {
    try {
      setHistory(await client.call('opsContentHistory', { params: { id } }));
    } catch (error) {
      state.setRefusal(refusalOf(error, serviceUrl));
    }
  };
  const rollback = async (version: number) => {
    state.setRefusal(undefined);
    try {
      const done = await client.call('opsContentRollback', { params: { id }, body: { version } });
      await state.reload(false);
      await load();
      state.setStatus(`Version ${version} is published again, as version ${done.version}`);
    } catch (error) {
      state.setRefusal(refusalOf(error, serviceUrl));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.tileHeading}>
        History
      </h2>
      <div className={styles.row}>
        <Button variant="outline" onClick={load}>
          {history ? 'Refresh the history' : 'Show the history'}
        </Button>
      </div>
      {history ? (
        <>
          <h3 className={styles.tileHeading}>Drafts saved since the last publish</h3>
          {history.drafts.length === 0 ? <p className={styles.muted}>None</p> : null}
          <ol className={styles.list}>
            {history.drafts.map((draft) => (
              <li key={draft.revision}>
                <p
                  className={styles.status}
                >{`Revision ${draft.revision}: ${stampText(draft.at, draft.by)}`}</p>
                <Changes changes={draft.changes} />
              </li>
            ))}
          </ol>
          <h3 className={styles.tileHeading}>Published versions</h3>
          {history.versions.length === 0 ? <p className={styles.muted}>Never published</p> : null}
          <ol className={styles.list}>
            {history.versions.map((version, i) => (
              <li key={version.version}>
                <p className={styles.status}>
                  {`Version ${version.version}: ${stampText(version.at, version.by)}`}
                  {version.restoredVersion ? ` (restores version ${version.restoredVersion})` : ''}
                  {version.scheduledBy ? ` (scheduled by ${version.scheduledBy})` : ''}
                </p>
                <Changes changes={version.changes} />
                {isPublisher && i > 0 ? (
                  <Button variant="outline" size="sm" onClick={() => rollback(version.version)}>
                    {`Roll back to version ${version.version}`}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
