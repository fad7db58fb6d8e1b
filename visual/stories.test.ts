import { describe, expect, it } from 'vitest';
import { type IndexEntry, visualStories } from './stories.ts';

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
