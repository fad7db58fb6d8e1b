const added = new Set<string>();

/**
 * Adds a map library's stylesheet to the document when its first map mounts (a site that bundles all its CSS
 * into one file would otherwise put the map's styles on every page). It is a constructed stylesheet
 * (`adoptedStyleSheets`), not a `<style>` element, so a Content-Security-Policy without `'unsafe-inline'`
 * styles lets it apply; a browser without constructed stylesheets gets a `<style>` carrying the page's nonce
 * (the `csp-nonce` meta tag), if there is one.
 */
export function adoptStylesheet(key: string, css: string) {
  if (added.has(key) || document.querySelector(`style[data-map-css="${key}"]`)) return;
  added.add(key);
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.mapCss = key;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}
