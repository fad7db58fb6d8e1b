import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type IndexEntry, loadIndex, visualStories } from './stories.ts';

const entry = (title: string, name: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
  id: `${title.toLowerCase().replaceAll('/', '-')}--${name.toLowerCase().replaceAll(' ', '-')}`,
  title,
  name,
  type: 'story',
  tags: ['dev', 'test'],
  ...extra,
});
const index = (...entries: IndexEntry[]) => ({ entries: Object.fromEntries(entries.map((e) => [e.id, e])) });
const ids = (entries: IndexEntry[]) => entries.map((e) => e.id);

describe('visualStories', () => {
  it('takes the first story of a component as its key state, and stories tagged `visual`', () => {
    const chosen = visualStories(
      index(
        entry('Components/Button', 'Primary'),
        entry('Components/Button', 'Secondary'),
        entry('Components/Button', 'Disabled', { tags: ['visual'] }),
        entry('Forms/Select', 'Default'),
        entry('Forms/Select', 'Open'),
      ),
    );
    expect(ids(chosen)).toEqual([
      'components-button--primary',
      'components-button--disabled',
      'forms-select--default',
    ]);
  });

  it('takes every story under Tiles/ and Pages/', () => {
    const chosen = visualStories(
      index(
        entry('Tiles/Tile', 'Height full'),
        entry('Tiles/Tile', 'Height half'),
        entry('Pages/Home', 'Default'),
        entry('Pages/Home', 'Signed in'),
      ),
    );
    expect(chosen).toHaveLength(4);
  });

  it('never takes a story tagged `no-visual`, even when its section or a `visual` tag would', () => {
    const chosen = visualStories(
      index(
        entry('Components/Map', 'Live tiles', { tags: ['no-visual'] }),
        entry('Components/Map', 'Static'),
        entry('Tiles/Tile', 'Fade in', { tags: ['no-visual'] }),
        entry('Layout/Header', 'Open', { tags: ['visual', 'no-visual'] }),
      ),
    );
    // The opted-out first story does not use up the component's key state.
    expect(ids(chosen)).toEqual(['components-map--static']);
  });

  it('skips Foundations/ token tables and docs entries', () => {
    const chosen = visualStories(
      index(
        entry('Foundations/Colours', 'Palette'),
        entry('Components/Badge', 'Docs', { type: 'docs' }),
        entry('Components/Badge', 'Primary'),
      ),
    );
    expect(ids(chosen)).toEqual(['components-badge--primary']);
  });
});

const built = existsSync(fileURLToPath(new URL('../storybook-static/index.json', import.meta.url)));

describe.runIf(built)('visualStories on the built Storybook', () => {
  it('chooses stories, each once, and no story tagged `no-visual`', () => {
    const entries = Object.values(loadIndex().entries);
    const chosen = visualStories(loadIndex());
    expect(chosen.length).toBeGreaterThan(0);
    expect(new Set(ids(chosen)).size).toBe(chosen.length);
    expect(chosen.filter((s) => s.tags?.includes('no-visual'))).toEqual([]);
    // Every component (title outside Foundations/) with a story left after opt-outs has a key state.
    const titles = new Set(
      entries
        .filter(
          (e) => e.type === 'story' && !e.title.startsWith('Foundations/') && !e.tags?.includes('no-visual'),
        )
        .map((e) => e.title),
    );
    expect(new Set(chosen.map((s) => s.title))).toEqual(titles);
  });
});
