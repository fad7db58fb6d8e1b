import { readFileSync } from 'node:fs';
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

const sections = ['Tiles/', 'Pages/'];

/**
 * Which stories get screenshots, decided from Storybook's index rather than a
 * hand-written list: every story under Tiles/ and Pages/, every story tagged
 * `visual`, and the first story of every other component (its key state). A story
 * tagged `no-visual` is never taken (live video, random data).
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
  return JSON.parse(readFileSync(file, 'utf8'));
}
