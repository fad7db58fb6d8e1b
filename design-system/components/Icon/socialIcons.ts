import { createLucideIcon } from 'lucide-react';

/*
 * Lucide dropped brand logos, so the social icons are drawn here in Lucide's own stroke style (24 x 24 grid,
 * 2 px round strokes). They are simple likenesses, not the brands' official marks.
 */
export const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'flash' }],
]);

export const Facebook = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'f' }],
]);

export const TikTok = createLucideIcon('tiktok', [
  ['path', { d: 'M9 12a4 4 0 1 0 4 4V2a5 5 0 0 0 5 5', key: 'note' }],
]);
