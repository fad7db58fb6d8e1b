import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pizza, pizzaMobile } from '../fixtures/stories.ts';
import { Tile } from './Tile.tsx';

describe('Tile', () => {
  it('gives every image its width and height so nothing shifts', () => {
    render(<Tile heading="Pizza" image={pizza} imageMobile={pizzaMobile} />);
    const img = screen.getByRole('img', { name: pizza.alt });
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    const source = document.querySelector('source');
    expect(source?.getAttribute('media')).toBe('not all and (min-width: 992px)');
    expect(source?.getAttribute('width')).toBe('800');
  });

  it('accepts backgroundColor as well as backgroundColour, and ignores names outside the palette', () => {
    const { rerender } = render(<Tile heading="A" backgroundColor="pink" />);
    expect(screen.getByRole('article').dataset.background).toBe('pink');
    rerender(<Tile heading="A" backgroundColour="#ff00ff" />);
    expect(screen.getByRole('article').dataset.background).toBe('offWhite');
  });

  it('is one link when the whole tile is clickable, with no nested links', () => {
    render(
      <Tile heading="Kids eat free" href="/kids" links={[{ linkText: 'Find out more', linkUrl: '/kids' }]}>
        ignored
      </Tile>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/kids');
    expect(screen.getByRole('article').textContent).not.toContain('ignored');
  });

  it('animates with backgroundAnimationEffect too, and treats unknown effects as none', async () => {
    // Below the fold: hidden once JavaScript runs, then revealed as it scrolls into view.
    const { rerender } = render(
      <>
        <div style={{ height: '200vh' }} />
        <Tile heading="A" backgroundAnimationEffect="zoom-in" />
      </>,
    );
    const tile = screen.getByRole('article');
    expect(tile.dataset.animation).toBe('zoom-in');
    await waitFor(() => expect(tile.dataset.reveal).toBe('pending'));
    tile.scrollIntoView();
    await waitFor(() => expect(tile.dataset.reveal).toBe('visible'));
    window.scrollTo(0, 0);
    rerender(<Tile heading="A" animationEffect="spin-wildly" />);
    expect(screen.getByRole('article').dataset.animation).toBe('none');
  });

  it('never hides a tile that is already on screen when the page loads', async () => {
    render(<Tile heading="A" animationEffect="fade-up" />);
    const tile = screen.getByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tile.dataset.reveal).toBe('off');
  });

  it('loads the first tile of a page at once and the others lazily', () => {
    const { rerender } = render(<Tile heading="A" image={pizza} priority />);
    const first = screen.getByRole('img', { name: pizza.alt });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    rerender(<Tile heading="A" image={pizza} />);
    expect(screen.getByRole('img', { name: pizza.alt }).getAttribute('loading')).toBe('lazy');
  });

  it('shows the editor controls only in editor preview (their code loads only there)', async () => {
    const { rerender } = render(<Tile heading="A" image={pizza} editUrl="https://editor.example/a" />);
    expect(screen.queryByRole('link', { name: /Edit tile/ })).toBeNull();
    rerender(<Tile heading="A" image={pizza} editUrl="https://editor.example/a" editorPreview />);
    expect(await screen.findByRole('link', { name: 'Edit tile “A”' })).toBeTruthy();
    expect(screen.getByText('Shared image 1600 × 900')).toBeTruthy();
  });

  it('keeps a background video muted with a pause control (the video code loads with the first video tile)', async () => {
    render(<Tile heading="A" videoDesktop="/d.mp4" videoMobile="/m.mp4" />);
    expect(await screen.findByRole('button', { name: /(Pause|Play) video/ })).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
  });
});
