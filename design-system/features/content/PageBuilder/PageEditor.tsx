import {
  type BrandClient,
  CONTENT_MESSAGES,
  CONTENT_TILE_KIND_NAMES,
  CONTENT_TILE_KINDS,
  type ContentEditorPage,
  type ContentTileKind,
} from '@fittizia/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { FormNotice } from '../../../forms/FormParts.tsx';
import { stampText } from './contentService.ts';
import { fieldId, problemFieldId, problemsAt } from './editorDraft.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PreviewLink } from './PreviewLink.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { TileControls, tileSectionId } from './TileControls.tsx';
import { usePageDraft } from './usePageDraft.ts';
import * as styles from './Workspace.css.ts';

export interface PageEditorProps {
  client: BrandClient;
  serviceUrl: string;
  opened: ContentEditorPage;
  pageIds: string[];
  isPublisher: boolean;
  /** The tile to scroll to and focus when the page opens (from 1, the address's `tile`). */
  focusTile?: number;
  onClose: () => void;
}

/** The open page: its tiles drawn live with their controls, the draft's problems, save, preview, publish, history. */
export function PageEditor({
  client,
  serviceUrl,
  opened,
  pageIds,
  isPublisher,
  focusTile,
  onClose,
}: PageEditorProps) {
  const state = usePageDraft(client, serviceUrl, opened, pageIds);
  const { page, draft, problems, refusal, edit } = state;
  const [kind, setKind] = useState<ContentTileKind>('textTile');

  useEffect(() => {
    if (!focusTile) return;
    const section = document.getElementById(tileSectionId(focusTile - 1));
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [focusTile]);

  const saveBlocked =
    problems.length > 0
      ? `${CONTENT_MESSAGES.problems(problems.length)}: fix ${problems.length === 1 ? 'it' : 'them'} first`
      : undefined;
  const summary = [...new Map(problems.map((p) => [problemFieldId(p), p.message])).entries()].map(
    ([id, message]) => ({ fieldId: id, message }),
  );

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.tileHeading}>{`Page “${page.id}”`}</h1>
          <p className={styles.muted}>
            {`Draft revision ${page.draft.revision}: ${stampText(page.draft.at, page.draft.by)}`}
            {page.removed ? ' (removed: diners get 404)' : ''}
          </p>
        </div>
        <div className={styles.row}>
          <Button variant="outline" onClick={onClose}>
            All pages
          </Button>
          <Button
            loading={state.busy}
            disabled={Boolean(saveBlocked)}
            aria-describedby={saveBlocked ? 'save-blocked' : undefined}
            onClick={state.save}
          >
            Save draft
          </Button>
        </div>
      </div>
      {saveBlocked ? (
        <p id="save-blocked" className={styles.muted}>
          {saveBlocked}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {state.status}
      </p>
      {refusal?.kind === 'conflict' ? (
        <FormNotice tone="danger" title={refusal.message}>
          <p>{`The latest draft is revision ${refusal.revision}, saved by ${refusal.by}. Your edit is still here.`}</p>
          <div className={styles.row}>
            <Button onClick={() => state.reload(true)}>Reload the latest and keep my edit</Button>
            <Button variant="outline" onClick={() => state.reload(false)}>
              Open the latest and drop my edit
            </Button>
          </div>
        </FormNotice>
      ) : refusal ? (
        <FormNotice tone="danger" title={refusal.message}>
          {refusal.kind === 'problems' ? (
            <ul>
              {refusal.problems.map((problem) => (
                <li key={`${problem.path.join('.')}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </FormNotice>
      ) : null}
      {summary.length > 0 ? <ErrorSummary errors={summary} focusOnMount={false} /> : null}
      <div className={styles.panel}>
        <TextInput
          id={fieldId(['title'])}
          label="Page title"
          value={draft.title}
          error={problemsAt(problems, fieldId(['title']))}
          onChange={(event) => edit.setPageField('title', event.target.value)}
        />
        <TextInput
          id={fieldId(['description'])}
          label="Description (for search engines)"
          value={draft.description ?? ''}
          error={problemsAt(problems, fieldId(['description']))}
          onChange={(event) => edit.setPageField('description', event.target.value)}
        />
      </div>
      <h2 id={fieldId(['tiles-heading'])} tabIndex={-1} className={styles.tileHeading}>
        {`Tiles (${draft.tiles.length})`}
      </h2>
      <ol className={styles.list}>
        {draft.tiles.map((tile, index) => (
          <TileControls
            key={`${tile.tileId ?? ''}-${index}`}
            tile={tile}
            index={index}
            count={draft.tiles.length}
            problems={problems}
            onChange={(path, value) => edit.setField(index, path, value)}
            onKind={(next) => edit.kind(index, next)}
            onMove={(by) => edit.move(index, by)}
            onRemove={() => edit.remove(index)}
          />
        ))}
      </ol>
      <div className={`${styles.row} ${styles.panel}`}>
        <Select
          id={fieldId(['add-tile'])}
          label="Kind of the new tile"
          value={kind}
          options={CONTENT_TILE_KINDS.map((value) => ({ value, label: CONTENT_TILE_KIND_NAMES[value] }))}
          onChange={(event) => setKind(event.target.value as ContentTileKind)}
        />
        <Button variant="secondary" onClick={() => edit.add(kind)}>
          Add the tile
        </Button>
      </div>
      <PreviewLink client={client} serviceUrl={serviceUrl} state={state} />
      {isPublisher ? <PublishPanel client={client} serviceUrl={serviceUrl} state={state} /> : null}
      <HistoryPanel client={client} serviceUrl={serviceUrl} state={state} isPublisher={isPublisher} />
    </div>
  );
}
