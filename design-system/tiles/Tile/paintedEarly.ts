/**
 * Ends a tile picture's loading look (the pulsing placeholder and its spinner) as soon as the picture has loaded,
 * before any app code runs: the site's browser entry calls it. The site hydrates page bodies only when the diner
 * starts using the page, and until then React's own load handler (`TileImageMedia`) is not there to do it. It
 * sets `data-painted` on the placeholder, an attribute React does not render, so hydration leaves it alone.
 */
export function markTilePicturesPainted(root: ParentNode = document) {
  for (const img of root.querySelectorAll<HTMLImageElement>('[data-status="loading"] > picture > img')) {
    const placeholder = img.parentElement?.parentElement;
    if (!placeholder) continue;
    const done = () => placeholder.setAttribute('data-painted', img.naturalWidth > 0 ? 'loaded' : 'error');
    if (img.complete && img.currentSrc) done();
    else {
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
    }
  }
}
