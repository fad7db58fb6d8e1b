import { contentPage, contentTile } from '@fittizia/contract';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './PageBuilder.css.ts';
import { TileGrid } from './TileGrid.tsx';

const tileList = z.array(contentTile);

type Parsed = { ok: true; tiles: z.infer<typeof tileList> } | { ok: false; problems: string[] };

/** A content page (`{ id, title, tiles }`) or a bare tile list, validated with the contract's schemas. */
export function parseTileJson(source: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { ok: false, problems: [`This is not valid JSON: ${(error as Error).message}`] };
  }
  const result = Array.isArray(json) ? tileList.safeParse(json) : contentPage.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`,
      ),
    };
  }
  return { ok: true, tiles: Array.isArray(result.data) ? result.data : result.data.tiles };
}

/** A story-only tool: paste the tile list of a page and see it rendered, in editor preview. */
export function PageBuilder({ initialJson }: { initialJson: string }) {
  const [draft, setDraft] = useState(initialJson);
  const [source, setSource] = useState(initialJson);
  const parsed = useMemo(() => parseTileJson(source), [source]);
  const fieldId = useId();
  return (
    <div className={styles.root}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setSource(draft);
        }}
      >
        <label htmlFor={fieldId} className={styles.label}>
          Tile list JSON (a content page or an array of tiles)
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          spellCheck={false}
          rows={14}
        />
        <Button type="submit">Render tiles</Button>
      </form>
      {parsed.ok ? (
        <TileGrid tiles={parsed.tiles} editorPreview />
      ) : (
        <div role="alert" className={styles.error}>
          <h2 className={styles.errorTitle}>There is a problem with this tile list</h2>
          <ul>
            {parsed.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
