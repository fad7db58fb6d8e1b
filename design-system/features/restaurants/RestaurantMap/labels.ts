/** A rectangle on the map, in CSS pixels from its top-left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  name: string;
  /** The place itself. */
  x: number;
  y: number;
  /** Its dot is drawn unless a marker covers the place (the name then stands beside that marker). */
  dot: boolean;
  /** Where its name is drawn: beside the dot (or the marker over it), where nothing else is. */
  box: Box;
}

/** A place name's line box (0.8125rem bold text) and the gap between the dot and the name. */
export const LABEL_HEIGHT = 18;
const GAP = 5;
const DOT = 3;

/**
 * The width of a place name in the map's label font, estimated from its letters (no measuring: the same
 * answer before and after the web font loads, so labels do not jump, and screenshots are repeatable).
 */
export function labelWidth(name: string) {
  let width = 8; // padding
  for (const ch of name) width += /[A-Z]/.test(ch) ? 9 : /[ijlt.,' -]/.test(ch) ? 4.5 : 7.6;
  return Math.ceil(width);
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box of a round marker or cluster of `size` pixels centred on (x, y), with a small margin. */
export const markerBox = (x: number, y: number, size: number): Box => {
  const half = size / 2 + 2;
  return { left: x - half, top: y - half, right: x + half, bottom: y + half };
};

/**
 * Places the names of `places` (most important first) beside their dots, to the right, left, above or below,
 * wherever the name covers no marker or cluster (`obstacles`), no earlier name and stays inside the map
 * (`width` by `height`). A place under a marker (a city with a cluster on it) is named beside that marker. A
 * name with no free spot is left out, so a marker never hides a name and a name never covers a marker.
 */
export function placeLabels(
  places: { name: string; x: number; y: number }[],
  obstacles: Box[],
  width: number,
  height: number,
): PlacedLabel[] {
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  for (const { name, x, y } of places) {
    if (x < 0 || y < 0 || x > width || y > height) continue;
    const w = labelWidth(name);
    const h = LABEL_HEIGHT;
    const dot: Box = { left: x - DOT, top: y - DOT, right: x + DOT, bottom: y + DOT };
    if (taken.some((o) => overlaps(o, dot))) continue;
    // What the name stands beside: the dot, or the marker that covers it.
    const cover = obstacles.find((o) => x >= o.left && x <= o.right && y >= o.top && y <= o.bottom);
    const around = cover ?? dot;
    const candidates: [number, number][] = [
      [around.right + GAP, y - h / 2],
      [around.left - GAP - w, y - h / 2],
      [x - w / 2, around.top - GAP - h],
      [x - w / 2, around.bottom + GAP],
    ];
    const box = candidates
      .map(([left, top]): Box => ({ left, top, right: left + w, bottom: top + h }))
      .find(
        (b) =>
          b.left >= 0 &&
          b.top >= 0 &&
          b.right <= width &&
          b.bottom <= height &&
          !obstacles.some((o) => overlaps(o, b)) &&
          !taken.some((o) => overlaps(o, b)),
      );
    if (!box) continue;
    taken.push(box);
    if (!cover) taken.push(dot);
    placed.push({ name, x, y, dot: !cover, box });
  }
  return placed;
}
