import { describe, expect, it, vi } from 'vitest';
import { FIT_PADDING, type FittableMap, fitToMarkers, markerBounds } from './fitMarkers.ts';
import { FIT_MAX_ZOOM } from './types.ts';

const markers = [
  { lat: 53.4794, lng: -2.2453 },
  { lat: 53.4774, lng: -2.2309 },
  { lat: 53.7632, lng: -2.7031 },
];

function fakeMap(size: { width: number; height: number }) {
  const listeners = new Set<() => void>();
  const map: FittableMap = {
    getContainer: () => ({ clientWidth: size.width, clientHeight: size.height }) as HTMLElement,
    fitBounds: vi.fn(),
    on: (_type, listener) => listeners.add(listener),
    off: (_type, listener) => listeners.delete(listener),
  };
  const resize = (width: number, height: number) => {
    Object.assign(size, { width, height });
    for (const listener of [...listeners]) listener();
  };
  return { map, resize, listeners };
}

describe('fitting the map to its markers', () => {
  it('fits every marker with the padding at once when the map has its size', () => {
    const { map, listeners } = fakeMap({ width: 288, height: 416 });
    fitToMarkers(map, markers, true);
    expect(map.fitBounds).toHaveBeenCalledWith(markerBounds(markers), {
      padding: FIT_PADDING,
      maxZoom: FIT_MAX_ZOOM,
      animate: true,
    });
    expect(markerBounds(markers)).toEqual([
      [-2.7031, 53.4774],
      [-2.2309, 53.7632],
    ]);
    expect(listeners.size).toBe(0);
  });

  it('made while hidden (no size), it is fitted once, when it is shown', () => {
    const { map, resize, listeners } = fakeMap({ width: 0, height: 0 });
    fitToMarkers(map, markers, true);
    expect(map.fitBounds).not.toHaveBeenCalled();
    resize(288, 416);
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
    expect(map.fitBounds).toHaveBeenCalledWith(
      markerBounds(markers),
      expect.objectContaining({ animate: false }),
    );
    resize(300, 416);
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('stops waiting when the markers change before it is shown, and fits nothing without markers', () => {
    const { map, resize } = fakeMap({ width: 0, height: 0 });
    const stop = fitToMarkers(map, markers, false);
    stop();
    resize(288, 416);
    expect(map.fitBounds).not.toHaveBeenCalled();
    fitToMarkers(map, [], false);
    expect(map.fitBounds).not.toHaveBeenCalled();
  });
});
