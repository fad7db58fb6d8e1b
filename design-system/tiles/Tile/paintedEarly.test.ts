import { afterEach, describe, expect, it } from 'vitest';
import { markTilePicturesPainted } from './paintedEarly.ts';

/** A 1x1 PNG. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function tilePicture(src: string) {
  const placeholder = document.createElement('div');
  placeholder.dataset.status = 'loading';
  placeholder.innerHTML = `<span data-testid="tile-spinner"></span><picture><img alt="" src="${src}"></picture>`;
  document.body.append(placeholder);
  return placeholder;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('markTilePicturesPainted', () => {
  it('marks a tile picture painted once it has loaded, and one that failed as an error', async () => {
    const loaded = tilePicture(PIXEL);
    const broken = tilePicture('data:image/png;base64,AAAA');
    markTilePicturesPainted();
    await expect.poll(() => loaded.getAttribute('data-painted')).toBe('loaded');
    await expect.poll(() => broken.getAttribute('data-painted')).toBe('error');
  });

  it('leaves a picture that is still loading as it is', () => {
    const pending = tilePicture(`/never-answers.png?${Math.random()}`);
    markTilePicturesPainted();
    expect(pending.hasAttribute('data-painted')).toBe(false);
  });
});
