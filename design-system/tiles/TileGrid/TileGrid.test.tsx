import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoTiles } from './demoTiles.fixture.ts';
import { parseTileJson } from './PageBuilder.tsx';
import { TileGrid } from './TileGrid.tsx';

describe('TileGrid', () => {
  it('renders the tiles in the order sent, by formType', () => {
    render(<TileGrid tiles={demoTiles} />);
    const types = screen.getAllByRole('article').map((tile) => tile.dataset.formType);
    expect(types).toEqual(demoTiles.map((tile) => tile.formType));
  });

  it('gives the first heading an h1 and the rest h2', () => {
    render(<TileGrid tiles={demoTiles} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('skips an unknown formType and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<TileGrid tiles={[{ formType: 'mysteryTile' }, { formType: 'textTile', heading: 'Known' }]} />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mysteryTile'));
    warn.mockRestore();
  });

  it('renders three delivery buttons that open in a new tab', () => {
    render(<TileGrid tiles={demoTiles.filter((tile) => tile.formType === 'deliveryTile')} />);
    const links = screen.getAllByRole('link', { name: /^Order with / });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('validates pasted JSON with the contract schemas', () => {
    expect(parseTileJson('[{"formType":"textTile"}]').ok).toBe(true);
    const bad = parseTileJson('{"id":"x","title":"X","tiles":[{"width":"huge"}]}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.join('\n')).toMatch(/tiles\.0\.formType/);
    // A value the site would drop quietly (an unknown width) is a problem for the editor.
    const unknownWidth = parseTileJson('[{"formType":"textTile","width":"huge"}]');
    expect(unknownWidth).toEqual({
      ok: false,
      problems: ['"huge" is not a known tile width; the site would leave it out'],
    });
  });
});
