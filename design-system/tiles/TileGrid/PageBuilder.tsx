import { collectUnknownValues, contentPage, contentTile, type UnknownValue } from '@fittizia/contract';
import { z } from '@fittizia/contract/zod';
import { useId, useMemo, useState } from 'react';
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
  // The site reads answers tolerantly (an unknown tile height is dropped, not an error); an editor checking
  // a page wants to hear about every such value, so here each one is a problem too.
  const unknown: UnknownValue[] = [];
  const result = collectUnknownValues(
    () => (Array.isArray(json) ? tileList.safeParse(json) : contentPage.safeParse(json)),
    (value) => unknown.push(value),
  );
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)),
    ...unknown.map(
      ({ vocabulary, value }) =>
        `${JSON.stringify(value)} is not a known ${vocabulary}; the site would leave it out`,
    ),
  ];
  if (!result.success || problems.length > 0) return { ok: false, problems };
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
