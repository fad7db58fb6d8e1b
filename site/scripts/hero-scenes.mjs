import {
  basilLeaf,
  bistroTable,
  bottle,
  c,
  candle,
  chair,
  chequered,
  crustGradient,
  glow,
  H,
  pendant,
  pizza,
  planks,
  plant,
  random,
  svg,
  W,
  wineGlassFromAbove,
} from './hero-art.mjs';

/**
 * The six scenes of the restaurant pages' hero pictures (site/scripts/build-hero-images.mjs), each an SVG of the
 * whole picture, by the name the brand API's seed gives its files.
 */

function diningRoom() {
  const rand = random(1);
  const defs = `${glow('lampGlow', '#ffd27a', 0.55)}${glow('candleGlow', '#ffd27a', 0.7)}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9643f"/><stop offset="1" stop-color="#e08a5c"/></linearGradient><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.night}"/><stop offset="1" stop-color="#3f5f73"/></linearGradient>`;
  const windows = [260, 800, 1340]
    .map(
      (x) =>
        `<path d="M${x - 130} 560 V300 a130 130 0 0 1 260 0 V560 z" fill="${c.almond}"/><path d="M${x - 110} 548 V304 a110 110 0 0 1 220 0 V548 z" fill="url(#sky)"/><path d="M${x} 190 V548 M${x - 110} 400 H${x + 110}" stroke="${c.almond}" stroke-width="10"/><circle cx="${x + 52}" cy="262" r="16" fill="#f4ecd0" opacity="0.9"/>`,
    )
    .join('');
  const tables = [
    [470, 640],
    [1130, 640],
  ]
    .map(
      ([x, y]) =>
        `${chair(x - 170, y - 20, -1)}${chair(x + 170, y - 20, 1)}${bistroTable(x, y, 300)}${bottle(x - 70, y, 120, c.green)}${candle(x + 20, y)}<path d="M${x + 80} ${y} v-30 M${x + 64} ${y - 62} h32 l-4 32 h-24 z" stroke="#fff" stroke-opacity="0.8" stroke-width="4" fill="${c.red}" fill-opacity="0.85"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    windows,
    `<rect x="0" y="600" width="${W}" height="20" fill="${c.green}"/>`,
    `<rect x="0" y="620" width="${W}" height="280" fill="${c.darkWood}"/>`,
    planks(660, 6, 40, rand, '#7c4a2a'),
    pendant(470, 0, 120),
    pendant(1130, 0, 120),
    pendant(800, 0, 60),
    plant(60, 660, 1.6, rand),
    plant(1545, 660, 1.6, rand),
    tables,
  ];
  return svg(defs, body.join(''));
}

function pizzaTable() {
  const rand = random(2);
  const defs = `${crustGradient}<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
  const flour = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${rand() * W}" cy="${rand() * H}" r="${1 + rand() * 3}" fill="#fff" opacity="${0.3 + rand() * 0.4}"/>`,
  ).join('');
  const body = [
    planks(0, 8, 113, rand),
    chequered(1040, 80, 520, 8, 12, 'cloth'),
    `<rect x="330" y="60" width="900" height="780" rx="60" fill="#c98d54"/><rect x="330" y="60" width="900" height="780" rx="60" fill="none" stroke="#8c5730" stroke-width="10"/><rect x="1200" y="400" width="150" height="60" rx="30" fill="#c98d54"/>`,
    pizza(780, 450, 340, rand),
    `<circle cx="190" cy="220" r="90" fill="#fff"/><circle cx="190" cy="220" r="70" fill="${c.green}"/>${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${160 + (i % 3) * 30}" cy="${190 + Math.floor(i / 3) * 30}" rx="15" ry="11" fill="#5c6b2a"/>`).join('')}`,
    `<circle cx="200" cy="680" r="80" fill="#fff"/><circle cx="200" cy="680" r="62" fill="#d9552b"/><circle cx="180" cy="660" r="14" fill="#f6a04d" opacity="0.8"/>`,
    `<g transform="rotate(-30 1350 720)"><rect x="1250" y="705" width="170" height="30" rx="15" fill="${c.darkWood}"/><circle cx="1460" cy="720" r="48" fill="#d8d8d8"/><circle cx="1460" cy="720" r="12" fill="#999"/></g>`,
    flour,
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
  ];
  return svg(defs, body.join(''));
}

function pastaBowl() {
  const rand = random(3);
  const defs = `<radialGradient id="bowl"><stop offset="0.7" stop-color="#ffffff"/><stop offset="1" stop-color="#e7ddcf"/></radialGradient>`;
  const strands = [];
  for (let i = 0; i < 42; i++) {
    const r = 40 + rand() * 170;
    const a = rand() * Math.PI * 2;
    const sweep = 1 + rand() * 1.6;
    const x1 = 800 + Math.cos(a) * r;
    const y1 = 450 + Math.sin(a) * r;
    const x2 = 800 + Math.cos(a + sweep) * r;
    const y2 = 450 + Math.sin(a + sweep) * r;
    strands.push(
      `<path d="M${x1} ${y1} A${r} ${r} 0 0 1 ${x2} ${y2}" stroke="${i % 3 ? '#f3cf73' : '#e8b95a'}" stroke-width="11" fill="none" stroke-linecap="round"/>`,
    );
  }
  const sauce = Array.from({ length: 10 }, () => {
    const a = rand() * Math.PI * 2;
    const d = rand() * 120;
    return `<circle cx="${800 + Math.cos(a) * d}" cy="${450 + Math.sin(a) * d}" r="${18 + rand() * 26}" fill="${c.tomato}" opacity="0.9"/>`;
  }).join('');
  const parmesan = Array.from({ length: 12 }, () => {
    const a = rand() * Math.PI * 2;
    const d = rand() * 150;
    const x = 800 + Math.cos(a) * d;
    const y = 450 + Math.sin(a) * d;
    return `<rect x="${x}" y="${y}" width="26" height="9" rx="3" fill="#fff6cf" transform="rotate(${rand() * 180} ${x} ${y})"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="${c.green}"/>`,
    Array.from(
      { length: 16 },
      (_, i) => `<rect x="${i * 100}" y="0" width="50" height="${H}" fill="#2a514b" opacity="0.5"/>`,
    ).join(''),
    chequered(-120, 520, 460, 6, -14, 'napkin'),
    `<circle cx="815" cy="470" r="330" fill="#000" opacity="0.2"/><circle cx="800" cy="450" r="330" fill="url(#bowl)"/><circle cx="800" cy="450" r="250" fill="#f1e8da"/><circle cx="800" cy="450" r="250" fill="none" stroke="${c.bronze}" stroke-width="8" opacity="0.6"/>`,
    strands.join(''),
    sauce,
    parmesan,
    basilLeaf(760, 400, 34, -30),
    basilLeaf(800, 420, 30, 40),
    `<g transform="rotate(8 1230 450)"><rect x="1215" y="150" width="26" height="560" rx="13" fill="#cfcfcf"/><rect x="1200" y="120" width="56" height="120" rx="14" fill="#dcdcdc"/></g>`,
    wineGlassFromAbove(1390, 230, 95),
    `<ellipse cx="1380" cy="700" rx="150" ry="110" fill="${c.wood}"/><ellipse cx="1380" cy="690" rx="130" ry="92" fill="#b87a45"/>${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${1300 + i * 40}" cy="${680 + (i % 2) * 24}" rx="46" ry="28" fill="${c.crust}" stroke="#a8692f" stroke-width="4"/>`).join('')}`,
    `<circle cx="250" cy="200" r="70" fill="#fff"/><circle cx="250" cy="200" r="54" fill="#6b8c3a"/><circle cx="250" cy="200" r="54" fill="#c9a227" opacity="0.35"/>`,
  ];
  return svg(defs, body.join(''));
}

function woodOven() {
  const rand = random(4);
  const defs = `${glow('fireGlow', '#ffb347', 0.9)}<radialGradient id="fire" cx="0.5" cy="1" r="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.35" stop-color="#ffb347"/><stop offset="0.75" stop-color="#e4572e"/><stop offset="1" stop-color="#5a1a10"/></radialGradient>`;
  const bricks = [];
  for (let row = 0; row < 9; row++) {
    const r = 300 + row * 38;
    const n = 14 + row * 2;
    for (let i = 0; i < n; i++) {
      const a0 = Math.PI + (i / n) * Math.PI;
      const a1 = Math.PI + ((i + 1) / n) * Math.PI;
      const r2 = r + 36;
      const p = (a, rr) => `${800 + Math.cos(a) * rr} ${640 + Math.sin(a) * rr}`;
      const tone = ['#b4472a', '#c65a35', '#a33f24', '#d0683f'][Math.floor(rand() * 4)];
      bricks.push(
        `<path d="M${p(a0, r)} L${p(a0, r2)} L${p(a1, r2)} L${p(a1, r)} Z" fill="${tone}" stroke="#7a2d18" stroke-width="4"/>`,
      );
    }
  }
  const logs = Array.from({ length: 6 }, (_, i) => {
    const x = 300 + (i % 3) * 70;
    const y = 770 + Math.floor(i / 3) * -44;
    return `<circle cx="${x}" cy="${y}" r="30" fill="#8a5530"/><circle cx="${x}" cy="${y}" r="20" fill="#c08a5a"/><circle cx="${x}" cy="${y}" r="6" fill="#8a5530"/>`;
  }).join('');
  const flames = Array.from({ length: 7 }, (_, i) => {
    const x = 640 + i * 55;
    const h = 90 + rand() * 90;
    return `<path d="M${x - 34} 640 Q ${x - 30} ${640 - h * 0.6} ${x} ${640 - h} Q ${x + 30} ${640 - h * 0.6} ${x + 34} 640 Z" fill="url(#fire)"/>`;
  }).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="#2a201c"/>`,
    Array.from(
      { length: 10 },
      (_, i) => `<rect x="0" y="${i * 60}" width="${W}" height="2" fill="#3a2d27"/>`,
    ).join(''),
    `<circle cx="800" cy="560" r="560" fill="url(#fireGlow)" opacity="0.55"/>`,
    bricks.join(''),
    `<path d="M600 640 V520 a200 200 0 0 1 400 0 V640 Z" fill="#1b0f0b"/>`,
    `<circle cx="800" cy="600" r="220" fill="url(#fireGlow)"/>`,
    flames,
    `<rect x="0" y="640" width="${W}" height="260" fill="${c.almond}"/>`,
    Array.from(
      { length: 17 },
      (_, i) =>
        `<rect x="${i * 100}" y="640" width="100" height="60" fill="${i % 2 ? '#2f6b62' : c.offWhite}"/>`,
    ).join(''),
    `<rect x="0" y="700" width="${W}" height="200" fill="#d8c7ae"/>`,
    logs,
    `<g transform="rotate(-12 1000 676)"><rect x="1080" y="664" width="420" height="24" rx="12" fill="${c.darkWood}"/><rect x="1060" y="656" width="40" height="40" rx="6" fill="#b0b0b0"/><circle cx="1000" cy="676" r="118" fill="#c9c9c9"/></g>`,
    pizza(1000, 676, 96, rand),
    plant(1480, 690, 1.3, rand),
  ];
  return svg(defs, body.join(''));
}

function terrace() {
  const rand = random(5);
  const defs = `${glow('bulbGlow', '#ffe3a0', 0.9)}${glow('windowGlow', '#ffcf7a', 0.5)}<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3e5c"/><stop offset="0.7" stop-color="#e07f6b"/><stop offset="1" stop-color="#f2c14e"/></linearGradient>`;
  const stripes = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M${200 + i * 75} 250 h75 l0 90 q-37 30 -75 0 z" fill="${i % 2 ? c.offWhite : c.green}"/>`,
  ).join('');
  const bulbs = [];
  for (let i = 0; i <= 20; i++) {
    const x = i * 80;
    const y = 110 + Math.sin((i / 20) * Math.PI * 4) * -30 + 40;
    bulbs.push(
      `<circle cx="${x}" cy="${y}" r="34" fill="url(#bulbGlow)"/><circle cx="${x}" cy="${y}" r="8" fill="#fff2c4"/>`,
    );
  }
  const people = [
    [480, 520],
    [1120, 520],
  ]
    .map(
      ([x, y]) =>
        [-70, 70]
          .map(
            (dx) =>
              `<g fill="#5a3d2e" opacity="0.75"><circle cx="${x + dx}" cy="${y - 70}" r="26"/><path d="M${x + dx - 46} ${y + 30} v-40 a46 46 0 0 1 92 0 v40 z"/></g>`,
          )
          .join('') +
        `<rect x="${x - 120}" y="${y + 10}" width="240" height="18" rx="6" fill="${c.offWhite}"/><path d="M${x - 8} ${y + 10} v-34 M${x - 22} ${y - 62} h28 l-4 28 h-20 z" stroke="#fff" stroke-width="3" fill="${c.red}"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>`,
    `<rect x="140" y="180" width="1320" height="560" fill="${c.almond}"/>`,
    `<rect x="140" y="180" width="1320" height="60" fill="${c.green}"/>`,
    `<rect x="250" y="380" width="470" height="300" rx="8" fill="#3b2a1f"/><rect x="270" y="400" width="430" height="260" fill="#ffcf7a"/><circle cx="485" cy="530" r="260" fill="url(#windowGlow)"/>`,
    `<rect x="880" y="380" width="470" height="300" rx="8" fill="#3b2a1f"/><rect x="900" y="400" width="430" height="260" fill="#ffcf7a"/><circle cx="1115" cy="530" r="260" fill="url(#windowGlow)"/>`,
    people,
    `<rect x="750" y="400" width="100" height="340" fill="${c.green}"/><circle cx="830" cy="580" r="8" fill="${c.yellow}"/>`,
    stripes,
    `<path d="M${W} 150 ${bulbs
      .map((_, i) => `L${i * 80} ${110 + Math.sin((i / 20) * Math.PI * 4) * -30 + 40}`)
      .reverse()
      .join(' ')}" stroke="#2d2d2d" stroke-width="3" fill="none"/>`,
    bulbs.join(''),
    `<rect x="0" y="740" width="${W}" height="160" fill="#8d7f73"/>`,
    Array.from(
      { length: 17 },
      (_, i) => `<rect x="${i * 100}" y="740" width="98" height="160" fill="#9c8e81"/>`,
    ).join(''),
    bistroTable(360, 640, 170, c.offWhite),
    bistroTable(1240, 640, 170, c.offWhite),
    chair(250, 660, -1),
    chair(1350, 660, 1),
    candle(360, 640),
    candle(1240, 640),
    plant(700, 800, 1.3, rand),
    plant(900, 800, 1.3, rand),
  ];
  return svg(defs, body.join(''));
}

function aperitivo() {
  const rand = random(6);
  const defs = `${glow('barGlow', '#ffd27a', 0.45)}<linearGradient id="spritz" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a3c"/><stop offset="1" stop-color="#e0481f"/></linearGradient>`;
  const shelfBottles = [];
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < 11; i++) {
      const colours = [c.green, '#5b2333', '#c98d2a', '#2f5f8a', c.bronze, '#3d6b3a'];
      shelfBottles.push(
        bottle(
          140 + i * 130 + rand() * 20,
          200 + s * 190,
          120 + rand() * 40,
          colours[Math.floor(rand() * colours.length)],
        ),
      );
    }
  }
  const glass = (x, y) =>
    `<path d="M${x - 70} ${y - 230} h140 l-14 200 q-56 30 -112 0 z" fill="#ffffff" opacity="0.35"/><path d="M${x - 64} ${y - 170} h128 l-10 138 q-54 26 -108 0 z" fill="url(#spritz)"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${x - 44 + i * 24}" y="${y - 160 + (i % 2) * 30}" width="26" height="26" rx="5" fill="#fff" opacity="0.45" transform="rotate(${i * 17} ${x - 31 + i * 24} ${y - 147})"/>`).join('')}<circle cx="${x + 40}" cy="${y - 196}" r="44" fill="#ff9a3c"/><circle cx="${x + 40}" cy="${y - 196}" r="36" fill="#ffc078"/><path d="M${x + 40} ${y - 232} V${y - 160} M${x + 4} ${y - 196} H${x + 76}" stroke="#ff9a3c" stroke-width="4"/><rect x="${x - 20}" y="${y - 290}" width="10" height="160" fill="${c.green}" transform="rotate(12 ${x - 15} ${y - 210})"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="${c.green}"/>`,
    `<circle cx="800" cy="250" r="700" fill="url(#barGlow)"/>`,
    `<rect x="80" y="200" width="1440" height="16" fill="${c.darkWood}"/><rect x="80" y="390" width="1440" height="16" fill="${c.darkWood}"/>`,
    shelfBottles.join(''),
    `<rect x="0" y="560" width="${W}" height="40" fill="${c.darkWood}"/>`,
    `<rect x="0" y="600" width="${W}" height="300" fill="${c.wood}"/>`,
    planks(600, 3, 100, rand),
    glass(650, 780),
    glass(950, 800),
    `<ellipse cx="330" cy="760" rx="170" ry="70" fill="#fff"/><ellipse cx="330" cy="752" rx="140" ry="54" fill="${c.almond}"/>${Array.from({ length: 10 }, (_, i) => `<ellipse cx="${250 + (i % 5) * 40}" cy="${730 + Math.floor(i / 5) * 34}" rx="20" ry="15" fill="${i % 3 ? '#5c6b2a' : '#2b2b2b'}"/>`).join('')}`,
    `<path d="M1160 820 l160 -120 l160 120 z" fill="${c.crust}"/><path d="M1160 820 l160 -120 l160 120 z" fill="none" stroke="#a8692f" stroke-width="6"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${1250 + (i % 3) * 70}" cy="${770 + Math.floor(i / 3) * 16 - (i % 3 === 1 ? 20 : 0)}" r="7" fill="#8f5120"/>`).join('')}${basilLeaf(1300, 780, 14, 20)}`,
  ];
  return svg(defs, body.join(''));
}

export const SCENES = {
  'dining-room': diningRoom,
  pizza: pizzaTable,
  pasta: pastaBowl,
  oven: woodOven,
  terrace,
  aperitivo,
};
