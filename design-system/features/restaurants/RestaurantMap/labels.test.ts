import { describe, expect, it } from 'vitest';
import { LABEL_HEIGHT, labelWidth, markerBox, overlaps, placeLabels } from './labels.ts';

const W = 400;
const H = 300;

describe('placeLabels', () => {
  it('puts a free name to the right of its dot, with the dot shown', () => {
    const [label] = placeLabels([{ name: 'Leeds', x: 100, y: 100 }], [], W, H);
    expect(label).toMatchObject({ name: 'Leeds', dot: true });
    expect(label?.box.left).toBeGreaterThan(100);
    expect(label?.box.top).toBe(100 - LABEL_HEIGHT / 2);
  });

  it('names a place under a marker beside that marker, never over it', () => {
    const marker = markerBox(100, 100, 44);
    const [label] = placeLabels([{ name: 'Manchester', x: 102, y: 101 }], [marker], W, H);
    expect(label?.dot).toBe(false);
    expect(label && overlaps(label.box, marker)).toBe(false);
    expect(label?.box.left).toBeGreaterThanOrEqual(marker.right);
  });

  it('tries the left, then above and below, when the right is taken or off the map', () => {
    const right = markerBox(140, 100, 44);
    const [left] = placeLabels([{ name: 'York', x: 100, y: 100 }], [right], W, H);
    expect(left?.box.right).toBeLessThan(100);
    const [atEdge] = placeLabels([{ name: 'Norwich', x: W - 5, y: 100 }], [], W, H);
    expect(atEdge?.box.right).toBeLessThanOrEqual(W);
  });

  it('leaves a name out when it has no free spot, and keeps names apart', () => {
    const around = [
      markerBox(60, 100, 44),
      markerBox(140, 100, 44),
      markerBox(100, 60, 44),
      markerBox(100, 140, 44),
    ];
    expect(placeLabels([{ name: 'Leeds', x: 100, y: 100 }], around, W, H)).toEqual([]);
    const two = placeLabels(
      [
        { name: 'London', x: 200, y: 150 },
        { name: 'Westminster', x: 202, y: 151 },
      ],
      [],
      W,
      H,
    );
    expect(two.map((l) => l.name)).toEqual(['London']);
  });

  it('skips places outside the view', () => {
    expect(placeLabels([{ name: 'Cork', x: -10, y: 50 }], [], W, H)).toEqual([]);
  });

  it('estimates wider boxes for longer names', () => {
    expect(labelWidth('St Peter Port')).toBeGreaterThan(labelWidth('York'));
  });
});
