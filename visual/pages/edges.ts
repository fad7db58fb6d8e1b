/**
 * The page gutter at each viewport of the review: `pageGutter` of design-system/tokens/page.css.ts (1rem, 1.5rem
 * from 992 px). Written out here, not read from the page, so that a page whose gutter was removed or changed
 * fails the check instead of measuring itself against its own mistake.
 */
export const expectedGutter = (width: number) => (width >= 992 ? 24 : 16);

export interface EdgeReport {
  innerWidth: number;
  scrollWidth: number;
  /** Painted things closer to the window's edge than `gutter` allows, worst first. */
  offenders: { what: string; left: number; right: number }[];
  /** The first `h1`'s left edge (its text), or null when there is none in `main`. */
  headingLeft: number | null;
}

/**
 * Runs in the page (`page.evaluate(measureEdges, gutter)`): what is painted in the header, `main`, the footer
 * and any open dialog, and how close it comes to the window's left and right edges. Painted means text (each
 * line box of a text node), images, SVG, canvas, video, form controls, and boxes with a background, a border or a
 * shadow; each clipped by the boxes that clip it (a scrolling table counts only as far as its scroller).
 * Not counted: the header's, footer's and dialog's own backgrounds (and the boxes as wide as a dialog: a
 * full-screen sheet on a small window), anything marked `data-bleed` (a full-bleed band; the text inside it still
 * counts), things not rendered or visually hidden (1 px boxes), and the map,
 * whose tiles are a picture of the world.
 */
export function measureEdges(gutter: number): EdgeReport {
  const innerWidth = document.documentElement.clientWidth;
  const tolerance = 0.5;
  const offenders: EdgeReport['offenders'] = [];
  const roots = [
    ...document.querySelectorAll<HTMLElement>(
      '[data-testid="site-header"], main, footer, [role="dialog"], [role="alertdialog"]',
    ),
  ];

  const name = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? '';
    return `<${el.tagName.toLowerCase()}${id}${label ? ` "${label}"` : ''}>${text ? ` ${text}` : ''}`;
  };

  /** The rect as far as the ancestors that clip it (overflow other than visible) let it show, or null. */
  const visiblePart = (el: Element, rect: { left: number; right: number; top: number; bottom: number }) => {
    let { left, right, top, bottom } = rect;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = a.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, r.left);
          right = Math.min(right, r.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, r.top);
          bottom = Math.min(bottom, r.bottom);
        }
      }
      if (style.position === 'fixed') break;
    }
    return right - left > 1 && bottom - top > 1 ? { left, right } : null;
  };

  const check = (el: Element, rect: { left: number; right: number; top: number; bottom: number }) => {
    const part = visiblePart(el, rect);
    if (!part) return;
    if (part.left < gutter - tolerance || part.right > innerWidth - gutter + tolerance) {
      offenders.push({ what: name(el), left: Math.round(part.left), right: Math.round(part.right) });
    }
  };

  const painted = (style: CSSStyleDeclaration) => {
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none') return true;
    if (style.boxShadow !== 'none') return true;
    return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
    );
  };

  const pictures = new Set(['img', 'svg', 'canvas', 'video', 'iframe']);
  const controls = new Set(['input', 'select', 'textarea', 'button']);

  for (const root of roots) {
    if (!root.checkVisibility()) continue;
    // A dialog may fill a small window (a full-screen sheet): its own boxes may span it, not its content.
    const dialogWidth = root.matches('[role="dialog"], [role="alertdialog"]')
      ? root.getBoundingClientRect().width
      : Number.POSITIVE_INFINITY;
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      const svg = el.closest('svg');
      if ((svg && svg !== el) || el.closest('[data-map-engine]')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const bleed = el.closest('[data-bleed]') !== null;
      if (pictures.has(tag)) {
        if (!bleed) check(el, rect);
        continue;
      }
      const sheet = rect.width >= dialogWidth - 1;
      if (controls.has(tag) || (!bleed && !sheet && painted(getComputedStyle(el)))) check(el, rect);
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) if (line.width > 0) check(el, line);
      }
    }
  }

  const h1 = document.querySelector('main h1');
  let headingLeft: number | null = null;
  if (h1) {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const first = range.getClientRects()[0];
    headingLeft = first ? Math.round(first.left) : null;
  }

  offenders.sort((a, b) => Math.min(a.left, innerWidth - a.right) - Math.min(b.left, innerWidth - b.right));
  return {
    innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    offenders: offenders.slice(0, 10),
    headingLeft,
  };
}
