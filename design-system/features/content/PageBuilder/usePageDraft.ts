import {
  type BrandClient,
  type ContentEditorPage,
  type ContentTileKind,
  contentProblems,
} from '@fittizia/contract';
import { useCallback, useMemo, useState } from 'react';
import { type Refusal, refusalOf } from './contentService.ts';
import {
  changeKind,
  type Draft,
  type EditableTile,
  isKind,
  moveTile,
  newTile,
  setIn,
} from './editorDraft.ts';

const draftOfPage = (page: ContentEditorPage): Draft => ({
  title: page.draft.title,
  ...(page.draft.description === undefined ? {} : { description: page.draft.description }),
  tiles: page.draft.tiles as EditableTile[],
});

/**
 * The page the editor has open: the draft as typed, its problems (the contract's check, as the content service
 * runs it on save), saving, and a conflict that keeps the edit until the editor reloads the latest and re-applies it.
 */
export function usePageDraft(
  client: BrandClient,
  serviceUrl: string,
  opened: ContentEditorPage,
  pageIds: string[],
) {
  const [page, setPage] = useState(opened);
  const [draft, setDraft] = useState<Draft>(() => draftOfPage(opened));
  const [baseRevision, setBaseRevision] = useState(opened.draft.revision);
  const [refusal, setRefusal] = useState<Refusal>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const problems = useMemo(() => contentProblems(draft, { id: page.id, pageIds }), [draft, page.id, pageIds]);
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(draftOfPage(page)) || baseRevision !== page.draft.revision;

  const setTiles = (change: (tiles: EditableTile[]) => EditableTile[]) =>
    setDraft((d) => ({ ...d, tiles: change(d.tiles) }));
  const edit = {
    setField: (index: number, path: (string | number)[], value: unknown) =>
      setTiles((tiles) => tiles.map((t, i) => (i === index ? setIn(t, path, value) : t))),
    setPageField: (field: 'title' | 'description', value: string) =>
      setDraft((d) => setIn(d, [field], field === 'description' && value === '' ? undefined : value)),
    add: (kind: ContentTileKind) => setTiles((tiles) => [...tiles, newTile(kind, tiles)]),
    remove: (index: number) => setTiles((tiles) => tiles.filter((_, i) => i !== index)),
    move: (index: number, by: -1 | 1) => setTiles((tiles) => moveTile(tiles, index, by)),
    kind: (index: number, kind: string) =>
      isKind(kind) &&
      setTiles((tiles) => tiles.map((t, i) => (i === index ? changeKind(t, kind, tiles) : t))),
  };

  const reload = useCallback(
    async (keepEdit: boolean) => {
      setBusy(true);
      try {
        const latest = await client.call('opsContentPage', { params: { id: page.id } });
        setPage(latest);
        setBaseRevision(latest.draft.revision);
        if (!keepEdit) setDraft(draftOfPage(latest));
        setRefusal(undefined);
        setStatus(
          keepEdit
            ? `Reloaded revision ${latest.draft.revision} by ${latest.draft.by}: your edit is kept, save it when it is right`
            : `Opened revision ${latest.draft.revision}`,
        );
        return latest;
      } catch (error) {
        setRefusal(refusalOf(error, serviceUrl));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [client, page.id, serviceUrl],
  );

  const save = async () => {
    if (problems.length > 0) return;
    setBusy(true);
    setRefusal(undefined);
    setStatus('Saving the draft…');
    try {
      const saved = await client.call('opsContentSaveDraft', {
        params: { id: page.id },
        body: { baseRevision, ...draft },
      });
      const next: ContentEditorPage = {
        ...page,
        draft: { ...draft, revision: saved.revision, at: saved.at, by: saved.by },
        unpublishedChanges: saved.changed ? true : page.unpublishedChanges,
      };
      setPage(next);
      setBaseRevision(saved.revision);
      setStatus(
        saved.changed
          ? `Draft saved: revision ${saved.revision}`
          : 'Nothing to save: the draft is already this',
      );
    } catch (error) {
      setStatus('');
      setRefusal(refusalOf(error, serviceUrl));
    } finally {
      setBusy(false);
    }
  };

  return {
    page,
    draft,
    baseRevision,
    problems,
    dirty,
    refusal,
    status,
    busy,
    edit,
    save,
    reload,
    setStatus,
    setRefusal,
  };
}
export type PageDraft = ReturnType<typeof usePageDraft>;
