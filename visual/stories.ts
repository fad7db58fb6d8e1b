import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export const viewports = {
  xs: { width: 320, height: 640 },
  md: { width: 768, height: 900 },
  xl: { width: 1280, height: 900 },
} as const;

/** The clock every screenshot sees: a Wednesday lunchtime in London (the opening-state stories' "now"). */
export const fixedNow = new Date('2026-01-14T13:00:00Z');

const sections = ['Tiles/', 'Pages/'];

/**
 * Which stories get screenshots, decided from Storybook's index rather than a hand-written list:
 * - every story under Tiles/ (each tile variant) and Pages/ (each page);
 * - every story tagged `visual` (a further key state worth a picture);
 * - the first story of every other component (its key state), except Foundations/ (token tables);
 * and never a story tagged `no-visual` (live video or map tiles, random data, or a story whose still
 * picture is exactly another's: an animation's end state, a viewport-only or prop-spelling variant).
 * Docs entries are never taken. The order is the index's, so every run visits stories in the same order.
 */
export function visualStories(index: { entries: Record<string, IndexEntry> }): IndexEntry[] {
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && !e.tags?.includes('no-visual'),
  );
  const firstOfTitle = new Set<string>();
  return stories.filter((s) => {
    if (sections.some((p) => s.title.startsWith(p)) || s.tags?.includes('visual')) return true;
    if (s.title.startsWith('Foundations/')) return false;
    if (firstOfTitle.has(s.title)) return false;
    firstOfTitle.add(s.title);
    return true;
  });
}

export function loadIndex(): { entries: Record<string, IndexEntry> } {
  const file = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
  if (!existsSync(file))
    throw new Error('storybook-static/index.json is missing: run `pnpm build-storybook` first');
  return JSON.parse(readFileSync(file, 'utf8'));
}
