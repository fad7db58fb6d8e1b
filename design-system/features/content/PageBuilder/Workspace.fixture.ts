import {
  CONTENT_EDITOR_KEY,
  type ContentSeedPage,
  contentEditorHandlers,
  createContentEditorStore,
} from '@fittizia/api-mocks';
import { expect, userEvent, within } from 'storybook/test';
import { demoTiles } from '../../../tiles/TileGrid/demoTiles.fixture.ts';
import { DEV_CONTENT_SERVICE_URL } from './contentService.ts';

/** The stories' pages: the design system's demo tiles (those whose links lead to real pages of the site). */
const tiles = demoTiles.filter((tile) => ['hero', 'pasta', 'signup', 'faqs'].includes(tile.tileId ?? ''));
const seed: ContentSeedPage[] = [
  {
    id: 'home',
    title: 'Fittizia Trattoria',
    description: 'Italian kitchens across the UK',
    tiles,
    published: [
      {
        title: 'Fittizia Trattoria',
        tiles: tiles.map((t) => (t.tileId === 'hero' ? { ...t, heading: 'Since 1987' } : t)),
      },
    ],
  },
  {
    id: 'about-us',
    title: 'About us',
    tiles: tiles.slice(2, 3),
    published: [{ title: 'About us', tiles: [] }],
  },
];

/** One store for the stories of the file, back to the seed before each story. */
export const workspaceStore = createContentEditorStore({ seed });
export const workspaceHandlers = contentEditorHandlers(workspaceStore);
export const resetWorkspace = () => {
  workspaceStore.reset();
  sessionStorage.clear();
};

type Canvas = ReturnType<typeof within>;

/** Signs in with a key at the prefilled address. */
export async function signIn(canvas: Canvas, key: string = CONTENT_EDITOR_KEY) {
  await userEvent.type(await canvas.findByLabelText(/Your editor's key/), key);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** Signs in and opens the home page. */
export async function openHome(canvas: Canvas, key?: string) {
  await signIn(canvas, key);
  await userEvent.click(await canvas.findByRole('button', { name: 'Open Fittizia Trattoria' }));
  await expect(await canvas.findByRole('heading', { name: 'Page “home”' })).toBeVisible();
}

/** The controls of one tile (from 1). */
export const tileControls = (canvas: Canvas, place: number) =>
  within(canvas.getByRole('region', { name: new RegExp(`^Tile ${place}: `) }));

/** Another editor saves the home page meanwhile (straight to the content service). */
export async function someoneElseSaves(heading: string) {
  const page = workspaceStore.pages.get('home');
  const draft = page?.revisions.at(-1);
  if (!draft) throw new Error('the home page is not seeded');
  const tiles = draft.tiles.map((t, i) => (i === 0 ? { ...(t as object), heading } : t));
  const res = await fetch(`${DEV_CONTENT_SERVICE_URL}/api/ops/content/pages/home/draft`, {
    method: 'POST',
    headers: { authorization: 'Bearer publisher-key', 'content-type': 'application/json' },
    body: JSON.stringify({ baseRevision: draft.revision, title: draft.title, tiles }),
  });
  await expect(res.status).toBe(200);
}
