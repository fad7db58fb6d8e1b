/**
 * The drawing pieces of the restaurant pages' hero pictures (site/scripts/build-hero-images.mjs): the palette, the
 * picture's size, a deterministic random source, and the SVG of the things the scenes are made of (a pizza, planks,
 * a chequered cloth, glasses, tables, chairs, bottles, candles, plants).
 */

/** The pictures' size (16:9), drawn at this and rasterised at the hero widths. */
export const W = 1600;
export const H = 900;

export const c = {
  green: '#244742',
  deepGreen: '#17302c',
  lightGreen: '#b5cbb3',
  almond: '#f3e6d5',
  offWhite: '#fff5e9',
  bronze: '#ca4b2f',
  pink: '#e07f6b',
  red: '#880000',
  tomato: '#c8341f',
  yellow: '#f2c14e',
  cheese: '#fbe7a6',
  crust: '#d99a4e',
  wood: '#9a6337',
  darkWood: '#6b4226',
  night: '#1f3346',
  basil: '#3f7d3a',
};

/** A small deterministic random source, so a re-run writes the same pictures. */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

export const glow = (id, colour, opacity = 0.85) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

export const basilLeaf = (x, y, r, angle) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C ${r * 0.6} ${-r * 0.55} ${r * 1.5} ${-r * 0.45} ${r * 2} 0 C ${r * 1.5} ${r * 0.45} ${r * 0.6} ${r * 0.55} 0 0 Z" fill="${c.basil}"/><path d="M${r * 0.2} 0 H${r * 1.8}" stroke="#2c5a29" stroke-width="${r * 0.08}"/></g>`;

/** A whole pizza seen from above. */
export function pizza(cx, cy, r, rand) {
  const parts = [
    `<circle cx="${cx + r * 0.04}" cy="${cy + r * 0.06}" r="${r * 1.02}" fill="#000" opacity="0.18"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#crust)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="${c.tomato}"/>`,
  ];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + rand() * 0.5;
    const d = r * (0.25 + rand() * 0.45);
    const s = r * (0.09 + rand() * 0.05);
    parts.push(
      `<ellipse cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" rx="${s * 1.2}" ry="${s}" fill="${c.cheese}" transform="rotate(${rand() * 180} ${cx + Math.cos(a) * d} ${cy + Math.sin(a) * d})"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${c.cheese}"/>`);
  for (let i = 0; i < 7; i++) {
    const a = rand() * Math.PI * 2;
    const d = r * (0.15 + rand() * 0.6);
    parts.push(basilLeaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.1, rand() * 360));
  }
  for (let i = 0; i < 14; i++) {
    const a = rand() * Math.PI * 2;
    const d = r * (0.1 + rand() * 0.7);
    parts.push(
      `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${r * 0.018}" fill="#5a1a10" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    parts.push(
      `<path d="M${cx} ${cy} L${cx + Math.cos(a) * r * 0.98} ${cy + Math.sin(a) * r * 0.98}" stroke="#7a2a14" stroke-opacity="0.35" stroke-width="3"/>`,
    );
  }
  return parts.join('');
}

export const crustGradient = `<radialGradient id="crust"><stop offset="0.8" stop-color="${c.crust}"/><stop offset="0.93" stop-color="#c17b35"/><stop offset="1" stop-color="#8f5120"/></radialGradient>`;

/** Wooden planks across the whole picture. */
export function planks(y0, count, height, rand, base = c.wood) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const y = y0 + i * height;
    const shade = i % 2 ? base : '#8c5730';
    out.push(`<rect x="0" y="${y}" width="${W}" height="${height}" fill="${shade}"/>`);
    out.push(`<rect x="0" y="${y}" width="${W}" height="3" fill="#000" opacity="0.18"/>`);
    for (let k = 0; k < 3; k++) {
      const gx = rand() * W;
      out.push(
        `<path d="M${gx} ${y + height * 0.3} q 120 ${height * 0.2} 260 0" stroke="#5d371c" stroke-opacity="0.25" stroke-width="3" fill="none"/>`,
      );
    }
  }
  return out.join('');
}

/** A red-and-white chequered cloth (a square of `n` by `n` checks). */
export function chequered(x, y, size, n, angle, id) {
  const step = size / n;
  const checks = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if ((i + j) % 2 === 0)
        checks.push(
          `<rect x="${i * step}" y="${j * step}" width="${step}" height="${step}" fill="${c.bronze}" opacity="0.85"/>`,
        );
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><clipPath id="${id}"><rect width="${size}" height="${size}" rx="8"/></clipPath><g clip-path="url(#${id})"><rect width="${size}" height="${size}" fill="${c.offWhite}"/>${checks.join('')}</g></g>`;
}

export function wineGlassFromAbove(cx, cy, r, wine = c.red) {
  return `<circle cx="${cx + 8}" cy="${cy + 10}" r="${r}" fill="#000" opacity="0.15"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.55"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="${wine}"/><ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" rx="${r * 0.22}" ry="${r * 0.12}" fill="#fff" opacity="0.5" transform="rotate(-35 ${cx - r * 0.3} ${cy - r * 0.35})"/>`;
}

export function pendant(x, y, len) {
  return `<path d="M${x} 0 V${y + len}" stroke="#2b2b2b" stroke-width="4"/><circle cx="${x}" cy="${y + len + 30}" r="180" fill="url(#lampGlow)"/><path d="M${x - 60} ${y + len + 40} Q ${x} ${y + len - 40} ${x + 60} ${y + len + 40} Z" fill="${c.green}"/><ellipse cx="${x}" cy="${y + len + 42}" rx="30" ry="10" fill="${c.yellow}"/>`;
}

export function bistroTable(x, y, w, cloth = c.offWhite) {
  return `<rect x="${x - w / 2}" y="${y}" width="${w}" height="26" rx="6" fill="${cloth}"/><path d="M${x - w / 2} ${y + 26} h${w} l-16 60 h${-w + 32} z" fill="${cloth}" opacity="0.92"/><rect x="${x - 10}" y="${y + 86}" width="20" height="150" fill="#2d2d2d"/><rect x="${x - 60}" y="${y + 230}" width="120" height="12" rx="6" fill="#2d2d2d"/>`;
}

export function chair(x, y, flip = 1) {
  const bx = x + flip * 40;
  return `<path d="M${bx} ${y - 120} v170" stroke="${c.darkWood}" stroke-width="14" stroke-linecap="round"/><rect x="${Math.min(x - 40, x + 40)}" y="${y + 40}" width="80" height="16" rx="6" fill="${c.darkWood}"/><path d="M${x - 34} ${y + 56} v110 M${x + 34} ${y + 56} v110" stroke="${c.darkWood}" stroke-width="10" stroke-linecap="round"/><path d="M${bx} ${y - 110} v60" stroke="${c.bronze}" stroke-width="20" stroke-linecap="round"/>`;
}

export function bottle(x, y, h, colour) {
  return `<path d="M${x - 22} ${y} v${-h * 0.62} q0 -26 14 -40 v${-h * 0.26} h16 v${h * 0.26} q14 14 14 40 v${h * 0.62} z" fill="${colour}"/><rect x="${x - 22}" y="${y - h * 0.45}" width="44" height="${h * 0.2}" fill="${c.almond}"/><rect x="${x - 8}" y="${y - h - 6}" width="16" height="12" fill="${c.bronze}"/>`;
}

export function candle(x, y) {
  return `<circle cx="${x}" cy="${y - 40}" r="46" fill="url(#candleGlow)"/><rect x="${x - 9}" y="${y - 30}" width="18" height="30" rx="3" fill="${c.offWhite}"/><path d="M${x} ${y - 58} q 9 14 0 26 q -9 -12 0 -26 z" fill="${c.yellow}"/>`;
}

export function plant(x, y, s, rand) {
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15 + rand() * 10;
    leaves.push(
      `<ellipse cx="${x + Math.cos((a * Math.PI) / 180) * 60 * s}" cy="${y - 40 * s + Math.sin((a * Math.PI) / 180) * 70 * s}" rx="${34 * s}" ry="${12 * s}" fill="${i % 2 ? c.basil : '#2f6b3a'}" transform="rotate(${a} ${x + Math.cos((a * Math.PI) / 180) * 60 * s} ${y - 40 * s + Math.sin((a * Math.PI) / 180) * 70 * s})"/>`,
    );
  }
  return `${leaves.join('')}<path d="M${x - 40 * s} ${y - 20 * s} h${80 * s} l${-10 * s} ${80 * s} h${-60 * s} z" fill="${c.bronze}"/><rect x="${x - 46 * s}" y="${y - 26 * s}" width="${92 * s}" height="${16 * s}" rx="${4 * s}" fill="#a83c24"/>`;
}
