/**
 * Draws every demo picture as a small SVG file from the seed data itself:
 * products (400x400), category pictures (200x200) and banners (1200x250) under apps/web/public/images.
 * Run: node --import tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCatalogue } from '../apps/api/src/db/seed/catalogue.ts';
import { bannerDesigns, type BannerDesign } from '../apps/api/src/db/seed/banners.ts';
import { pictureArt, productArt, type Art } from '../apps/api/src/db/seed/catalogue/define.ts';
import type { SeedProduct } from '../apps/api/src/db/seed/types.ts';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/public');
const FONT = 'system-ui, sans-serif';

// ---------------------------------------------------------------- helpers

const r1 = (v: number) => Math.round(v * 10) / 10;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Pleasant packaging hues; a product's name picks one, so its colour never changes between runs. */
const HUES = [4, 16, 28, 38, 48, 86, 128, 152, 176, 200, 222, 258, 290, 330, 350];

type Palette = { hue: number; bg: string; spot: string; main: string; dark: string; light: string; accent: string; ink: string };

function palette(hue: number): Palette {
  return {
    hue,
    bg: hsl(hue, 55, 95),
    spot: hsl(hue, 50, 89),
    main: hsl(hue, 52, 44),
    dark: hsl(hue, 55, 27),
    light: hsl(hue, 60, 82),
    accent: hsl((hue + 25) % 360, 70, 40),
    ink: hsl(hue, 40, 16),
  };
}

// Advance widths (per 100 em) of bold DejaVu Sans for ASCII 32-126, one of the widest system fonts: text laid out
// with them fits on every device, where system-ui is usually narrower.
const BOLD_WIDTHS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84,
  58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37,
  46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58,
  71, 37, 71, 84,
];

function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += BOLD_WIDTHS[ch.charCodeAt(0) - 32] ?? 80;
  return (w / 100) * size;
}

function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size at which the text wraps into lines that all fit the width and, together, the height. */
function fit(text: string, width: number, height: number, maxLines: number, maxSize: number, minSize: number) {
  let best: { size: number; lines: string[] } | null = null;
  for (const t of [text, text.replace(/\s*\([^)]*\)/g, '')]) {
    for (let k = 1; k <= maxLines; k++) {
      const cap = Math.min(maxSize, Math.floor(height / (1 + (k - 1) * 1.12)));
      for (let size = cap; size >= minSize && size > (best?.size ?? 0); size--) {
        const lines = wrap(t, width, size);
        if (lines.length <= k && lines.every((l) => textWidth(l, size) <= width)) {
          best = { size, lines };
          break;
        }
      }
    }
    // The full name wins unless dropping its note in brackets makes the text clearly larger.
    if (best && best.size >= 16) return best;
  }
  return best ?? { size: minSize, lines: wrap(text, width, minSize).slice(0, maxLines) };
}

function textBlock(lines: string[], x: number, y: number, size: number, fill: string, attrs = '', lead = 1.15): string {
  return lines
    .map((l, i) => `<text x="${r1(x)}" y="${r1(y + i * size * lead)}" font-size="${size}" fill="${fill}"${attrs}>${esc(l)}</text>`)
    .join('');
}

// ---------------------------------------------------------------- what is inside a pack

const CONTENTS: [RegExp, string][] = [
  [/lemon pickle/i, '#d9a21b'], [/cardamom/i, '#7e9b3c'], [/pepper|mustard seeds|kalonji seeds/i, '#2f2723'], [/clove|cinnamon/i, '#7a3e1e'],
  [/saffron/i, '#c2361c'], [/vermicelli|soapnut/i, '#d9b77a'], [/shikakai|henna|multani/i, '#8a9a4a'], [/ghee|makkhan/i, '#f2bd3c'], [/honey/i, '#d98b17'], [/black sesame|kalonji|gongura/i, '#4a2a12'],
  [/mustard oil/i, '#d8a514'], [/coconut oil|coconut water/i, '#f6f1dd'], [/sesame|gingelly|flaxseed/i, '#c2901c'],
  [/groundnut|sunflower|safflower|rice bran|almond oil/i, '#ecc761'], [/amla juice/i, '#c6c56c'], [/aloe/i, '#d8e8b2'],
  [/karela|wheatgrass|giloy|tulsi/i, '#6e8c2c'], [/rose/i, '#d2245f'], [/kokum/i, '#7d1f4f'], [/khus/i, '#2f8a56'],
  [/aam panna|lassi/i, '#e9bf2a'], [/pickle|avakaya/i, '#b8461c'], [/murabba|chyawanprash|dates/i, '#5a2a14'],
  [/coffee/i, '#3d2516'], [/peanut butter/i, '#b27b3c'], [/face pack|ubtan/i, '#e8b95e'], [/kumkumadi/i, '#c4651b'],
  [/milk|curd|paneer|chaas|cream|batter|cheese|butter/i, '#fbf7ec'], [/turmeric|haldi|lakadong/i, '#e3a008'],
  [/chilli|kumkum/i, '#c62a1c'], [/coriander|jeera|cumin|fennel|saunf/i, '#9b8a48'], [/toor|moong dal|chana dal|besan/i, '#e8b83b'],
  [/masoor/i, '#e0703a'], [/urad \(split|idli rice|sabudana|makhana|rava|maida|poha|rice flour|sugar|salt|jowar/i, '#f3eee0'],
  [/rajma/i, '#8b1e2d'], [/kabuli|roasted chana|sattu/i, '#e4cd98'], [/kala chana|horse gram|matki|whole urad/i, '#6b4028'],
  [/green moong|chilka|peas|pumpkin|pistachio|moringa/i, '#6f9a35'], [/almond/i, '#b5713a'], [/cashew/i, '#f0dcb0'],
  [/black raisin|chia|ragi|bajra/i, '#5a3a3a'], [/raisin|apricot|jaggery|palm/i, '#c98a2a'], [/walnut|fig|flax|kodo/i, '#9a6a42'],
  [/peanut|soya|millet|dalia|amaranth|oats|muesli/i, '#d9b77a'], [/sesame|til/i, '#efe3c2'], [/rice/i, '#f4efe2'],
];
const contentOf = (name: string, fallback: string) => CONTENTS.find(([re]) => re.test(name))?.[1] ?? fallback;

// ---------------------------------------------------------------- motifs

type Motif = 'grain' | 'leaf' | 'drop' | 'flame' | 'spark' | 'flower';

function motif(kind: Motif, x: number, y: number, s: number, fill: string): string {
  const t = `transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})"`;
  switch (kind) {
    case 'grain':
      return `<g ${t} fill="${fill}"><path d="M0 10V-9" stroke="${fill}" stroke-width="1.6"/><ellipse cx="-3" cy="-5" rx="2.6" ry="4.4" transform="rotate(-30 -3 -5)"/><ellipse cx="3" cy="-5" rx="2.6" ry="4.4" transform="rotate(30 3 -5)"/><ellipse cx="-3" cy="2" rx="2.6" ry="4.4" transform="rotate(-30 -3 2)"/><ellipse cx="3" cy="2" rx="2.6" ry="4.4" transform="rotate(30 3 2)"/><ellipse cx="0" cy="-10" rx="2.4" ry="4"/></g>`;
    case 'leaf':
      return `<g ${t}><path d="M-9 9C-11-6 0-11 10-10C11 2 3 10-9 9Z" fill="${fill}"/><path d="M-8 8 6-6" stroke="#fff" stroke-width="1.2" opacity=".7"/></g>`;
    case 'drop':
      return `<g ${t}><path d="M0-11C5-4 8 0 8 4A8 8 0 0 1-8 4C-8 0-5-4 0-11Z" fill="${fill}"/><ellipse cx="-3" cy="3" rx="2" ry="3" fill="#fff" opacity=".6"/></g>`;
    case 'flame':
      return `<g ${t}><path d="M0-11C6-5 9 0 8 5C7 10 3 11 0 11C-4 11-8 8-8 3C-8-1-5-3-4-7C-2-4-1-3 0-2C2-5 1-8 0-11Z" fill="${fill}"/></g>`;
    case 'spark':
      return `<g ${t}><path d="M0-11 2.5-2.5 11 0 2.5 2.5 0 11-2.5 2.5-11 0-2.5-2.5Z" fill="${fill}"/></g>`;
    case 'flower':
      return `<g ${t} fill="${fill}"><circle cy="-6" r="4.5"/><circle cx="6" cy="-1" r="4.5"/><circle cx="4" cy="6" r="4.5"/><circle cx="-4" cy="6" r="4.5"/><circle cx="-6" cy="-1" r="4.5"/><circle r="3" fill="#fff"/></g>`;
  }
}

/** The motif printed on a pack: what the top-level category is about. */
const CATEGORY_MOTIF: Record<string, Motif> = {
  'Staples & Grains': 'grain', 'Dals & Pulses': 'grain', 'Spices & Masalas': 'flame', 'Oils & Ghee': 'drop',
  'Fruits & Vegetables': 'leaf', 'Dairy & Breakfast': 'drop', 'Snacks & Sweets': 'spark', 'Beverages & Juices': 'leaf',
  'Honey, Dry Fruits & Nuts': 'drop', 'Ayurveda & Wellness': 'leaf', 'Personal Care': 'flower', 'Home Care': 'spark',
};

// ---------------------------------------------------------------- labels

type Box = { x: number; y: number; w: number; h: number };
type Label = { brand: string; name: string; pack: string; motif: Motif };
/** What a pack shows: a full label, or only a motif (category pictures). */
type Face = Label | { motif: Motif };

/** A printed label: motif and brand, the product name as large as fits, the pack size in a pill. */
function label(b: Box, p: Palette, face: Face, radius = 10): string {
  const card = `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${radius}" fill="#fffdf8"/>`;
  const cx = b.x + b.w / 2;
  if (!('name' in face)) {
    return `${card}<rect x="${b.x}" y="${r1(b.y + b.h * 0.14)}" width="${b.w}" height="${r1(b.h * 0.14)}" fill="${p.main}" opacity=".85"/>${motif(face.motif, cx, b.y + b.h * 0.55, b.w / 50, p.accent)}<rect x="${r1(cx - b.w * 0.3)}" y="${r1(b.y + b.h * 0.78)}" width="${r1(b.w * 0.6)}" height="${r1(b.h * 0.07)}" rx="${r1(b.h * 0.035)}" fill="${p.light}"/>`;
  }
  const pad = Math.max(8, b.w * 0.06);
  const inner = b.w - pad * 2;
  const brand = face.brand.toUpperCase();
  const brandSize = fit(brand, inner - 24, 20, 1, 15, 9).size;
  const brandTop = b.y + pad;
  const pillH = Math.min(32, Math.max(22, b.h * 0.17));
  const packSize = Math.round(pillH * 0.62);
  const nameTop = brandTop + brandSize + 6;
  const nameBottom = b.y + b.h - pad - pillH - 4;
  const name = fit(face.name, inner, nameBottom - nameTop, 3, 32, 11);
  const blockH = name.size * 1.12 * (name.lines.length - 1) + name.size * 0.74;
  const nameY = nameTop + (nameBottom - nameTop - blockH) / 2 + name.size * 0.74;
  const brandW = textWidth(brand, brandSize) + brandSize * 0.08 * brand.length;
  const pillW = Math.min(inner, textWidth(face.pack, packSize) + pillH);
  const pillY = b.y + b.h - pad - pillH;
  return (
    card +
    motif(face.motif, cx - brandW / 2 - 4, brandTop + brandSize * 0.4, brandSize / 15, p.accent) +
    `<text x="${r1(cx + 10)}" y="${r1(brandTop + brandSize * 0.8)}" font-size="${brandSize}" font-weight="700" letter-spacing=".08em" text-anchor="middle" fill="${p.accent}">${esc(brand)}</text>` +
    textBlock(name.lines, cx, nameY, name.size, p.ink, ' font-weight="800" text-anchor="middle"', 1.12) +
    `<rect x="${r1(cx - pillW / 2)}" y="${r1(pillY)}" width="${r1(pillW)}" height="${r1(pillH)}" rx="${r1(pillH / 2)}" fill="${p.main}"/>` +
    `<text x="${r1(cx)}" y="${r1(pillY + pillH / 2 + packSize * 0.36)}" font-size="${packSize}" font-weight="700" text-anchor="middle" fill="#fff">${esc(face.pack)}</text>`
  );
}

/** A price-tag style sticker for loose fruit and vegetables. */
function tag(p: Palette, l: Label): string {
  const name = fit(l.name, 224, 30, 1, 28, 13);
  const y = 298;
  return (
    `<rect x="78" y="${y}" width="244" height="78" rx="16" fill="#fffdf8" stroke="${p.light}" stroke-width="2"/>` +
    `<text x="200" y="${y + 23}" font-size="13" font-weight="700" letter-spacing=".08em" text-anchor="middle" fill="${p.accent}">${esc(l.brand.toUpperCase())} · ${esc(l.pack)}</text>` +
    textBlock(name.lines, 200, y + 34 + name.size * 0.8, name.size, p.ink, ' font-weight="800" text-anchor="middle"')
  );
}

// ---------------------------------------------------------------- packaging

const SHADE = 'url(#s)';
const shade = (d: string) => `<path d="${d}" fill="${SHADE}"/>`;

type Drawn = { svg: string; floor: number; spread: number };
type PackDraw = (p: Palette, l: Face, name: string) => Drawn;

/** A serrated edge from x1 to x2 along y, its teeth pointing up (-1) or down (1). */
function zigzag(x1: number, x2: number, y: number, tooth: number, out: 1 | -1): string {
  const step = x2 > x1 ? tooth : -tooth;
  let d = '';
  for (let i = 0; i < Math.round(Math.abs(x2 - x1) / tooth); i++) {
    const x = x1 + i * step;
    d += `L${r1(x + step / 2)} ${y + out * 6}L${r1(x + step)} ${y}`;
  }
  return d;
}

const packs: Partial<Record<Art, PackDraw>> = {
  sack(p, l, name) {
    const body = 'M112 94C96 180 92 290 100 338Q200 358 300 338C308 290 304 180 288 94Z';
    return {
      floor: 346,
      spread: 120,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}` +
        `<path d="M100 72H300L290 98H110Z" fill="${p.dark}"/><path d="M108 86H292" stroke="#fff" stroke-width="2" stroke-dasharray="7 5" opacity=".6"/>` +
        `<path d="M124 322Q200 334 276 322" stroke="${contentOf(name, p.light)}" stroke-width="10" stroke-linecap="round" opacity=".9"/>` +
        label({ x: 120, y: 128, w: 160, h: 178 }, p, l),
    };
  },
  pouch(p, l, name) {
    const body = 'M112 64H288Q298 64 298 74V332Q298 348 282 350H118Q102 348 102 332V74Q102 64 112 64Z';
    const fill = contentOf(name, p.light);
    return {
      floor: 352,
      spread: 112,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}<rect x="102" y="64" width="196" height="16" fill="${p.dark}" opacity=".45"/>` +
        `<path d="M102 92H298" stroke="${p.dark}" stroke-width="3" opacity=".4"/>` +
        `<rect x="150" y="290" width="100" height="38" rx="10" fill="${fill}" stroke="#fff" stroke-width="3"/>` +
        `<path d="M160 312h6M176 304h6M192 316h6M208 306h6M224 314h6M234 302h6" stroke="#000" stroke-width="5" stroke-linecap="round" opacity=".12"/>` +
        label({ x: 120, y: 104, w: 160, h: 176 }, p, l),
    };
  },
  packet(p, l, name) {
    const body = `M120 74${zigzag(120, 280, 74, 10, -1)}V336${zigzag(280, 120, 336, 10, 1)}Z`;
    const fill = contentOf(name, p.light);
    return {
      floor: 344,
      spread: 100,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}<path d="M120 92H280M120 318H280" stroke="#fff" stroke-width="2" opacity=".35"/>` +
        `<path d="M138 300Q200 262 262 300Z" fill="${fill}" stroke="#fff" stroke-width="3"/>` +
        label({ x: 132, y: 104, w: 136, h: 176 }, p, l),
    };
  },
  jar(p, l, name) {
    const body = 'M138 114H262Q290 114 290 142V324Q290 350 264 350H136Q110 350 110 324V142Q110 114 138 114Z';
    return {
      floor: 352,
      spread: 112,
      svg:
        `<path d="${body}" fill="${contentOf(name, p.light)}"/>${shade(body)}<rect x="122" y="134" width="12" height="196" rx="6" fill="#fff" opacity=".35"/>` +
        `<rect x="128" y="70" width="144" height="42" rx="8" fill="${p.dark}"/><path d="M142 76V106M158 76V106M174 76V106M190 76V106M206 76V106M222 76V106M238 76V106M254 76V106" stroke="#fff" stroke-width="3" opacity=".18"/>` +
        label({ x: 110, y: 156, w: 180, h: 164 }, p, l, 4),
    };
  },
  bottle(p, l, name) {
    const body = 'M180 64H220V90C220 110 282 116 282 152V334Q282 352 264 352H136Q118 352 118 334V152C118 116 180 110 180 90Z';
    return {
      floor: 354,
      spread: 96,
      svg:
        `<path d="${body}" fill="${contentOf(name, p.light)}"/>${shade(body)}<rect x="130" y="150" width="10" height="186" rx="5" fill="#fff" opacity=".35"/>` +
        `<rect x="176" y="34" width="48" height="34" rx="6" fill="${p.dark}"/><path d="M176 58H224" stroke="#fff" opacity=".3" stroke-width="3"/>` +
        label({ x: 118, y: 172, w: 164, h: 150 }, p, l, 4),
    };
  },
  tin(p, l) {
    const body = 'M110 96V330A90 18 0 0 0 290 330V96Z';
    return {
      floor: 350,
      spread: 100,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}<ellipse cx="200" cy="96" rx="90" ry="18" fill="#d9dde1"/><ellipse cx="200" cy="96" rx="74" ry="12" fill="#c2c8ce"/>` +
        `<path d="M110 116A90 18 0 0 0 290 116M110 314A90 18 0 0 0 290 314" stroke="${p.dark}" stroke-width="4" fill="none" opacity=".5"/>` +
        label({ x: 124, y: 142, w: 152, h: 156 }, p, l),
    };
  },
  box(p, l) {
    return {
      floor: 352,
      spread: 118,
      svg:
        `<path d="M94 110 130 80H306L270 110Z" fill="${p.light}"/><path d="M270 110 306 80V320L270 350Z" fill="${p.dark}"/>` +
        `<rect x="94" y="110" width="176" height="240" fill="${p.main}"/>${shade('M94 110H270V350H94Z')}` +
        label({ x: 106, y: 134, w: 152, h: 192 }, p, l),
    };
  },
  carton(p, l, name) {
    const front = 'M114 124H254V350H114Z';
    return {
      floor: 352,
      spread: 100,
      svg:
        `<path d="M254 124 290 108V336L254 350Z" fill="${p.dark}"/><path d="M114 124 136 80H232L254 124Z" fill="${p.light}"/><path d="M254 124 232 80 268 66 290 108Z" fill="${p.main}"/>` +
        `<path d="M136 80H232L268 66H172Z" fill="#fff" opacity=".7"/><path d="${front}" fill="${p.main}"/>${shade(front)}` +
        `<path d="M114 300Q150 286 184 300T254 300V350H114Z" fill="${contentOf(name, '#fff')}" opacity=".9"/>` +
        label({ x: 124, y: 140, w: 120, h: 148 }, p, l),
    };
  },
  tub(p, l, name) {
    const body = 'M86 148 112 336Q200 354 288 336L314 148Z';
    return {
      floor: 350,
      spread: 110,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}<ellipse cx="200" cy="148" rx="114" ry="24" fill="${p.dark}"/><ellipse cx="200" cy="146" rx="104" ry="18" fill="${contentOf(name, p.light)}"/>` +
        `<ellipse cx="200" cy="146" rx="104" ry="18" fill="#fff" opacity=".3"/>` +
        label({ x: 118, y: 184, w: 164, h: 134 }, p, l),
    };
  },
  soap(p, l) {
    const bar = 'M96 170H304Q334 170 334 200V290Q334 320 304 320H96Q66 320 66 290V200Q66 170 96 170Z';
    return {
      floor: 324,
      spread: 140,
      svg:
        `<path d="${bar}" fill="${p.main}"/>${shade(bar)}<path d="M66 290Q66 320 96 320H304Q334 320 334 290V302Q334 332 304 332H96Q66 332 66 302Z" fill="${p.dark}"/>` +
        `<path d="M84 182 116 245 84 308M316 182 284 245 316 308" stroke="#fff" stroke-width="2" fill="none" opacity=".35"/>` +
        label({ x: 124, y: 170, w: 152, h: 150 }, p, l, 0),
    };
  },
  tube(p, l) {
    const body = 'M140 72H260L282 300Q284 316 266 318H134Q116 316 118 300Z';
    return {
      floor: 354,
      spread: 90,
      svg:
        `<path d="${body}" fill="${p.main}"/>${shade(body)}<rect x="136" y="54" width="128" height="22" rx="3" fill="${p.dark}"/><path d="M148 56V74M160 56V74M172 56V74M184 56V74M196 56V74M208 56V74M220 56V74M232 56V74M244 56V74M256 56V74" stroke="#fff" stroke-width="2" opacity=".3"/>` +
        `<rect x="160" y="316" width="80" height="36" rx="8" fill="${p.dark}"/>` +
        label({ x: 130, y: 106, w: 140, h: 184 }, p, l),
    };
  },
  pump(p, l) {
    const body = 'M150 132H250Q282 132 282 164V324Q282 352 254 352H146Q118 352 118 324V164Q118 132 150 132Z';
    return {
      floor: 354,
      spread: 90,
      svg:
        `<path d="M190 74H252Q262 74 262 84H206V88H190Z" fill="${p.dark}"/><rect x="192" y="84" width="16" height="30" fill="${p.dark}"/><rect x="172" y="110" width="56" height="24" rx="4" fill="${p.dark}"/>` +
        `<path d="${body}" fill="${p.main}"/>${shade(body)}` +
        label({ x: 128, y: 164, w: 144, h: 164 }, p, l),
    };
  },
  spray(p, l) {
    const body = 'M150 154H250Q278 154 278 182V326Q278 352 252 352H148Q122 352 122 326V182Q122 154 150 154Z';
    return {
      floor: 354,
      spread: 90,
      svg:
        `<path d="M150 92H236Q248 92 248 104V126H150ZM150 96H116V114H150Z" fill="${p.dark}"/><path d="M168 126Q160 150 150 160L160 166Q176 150 188 126Z" fill="${p.dark}"/>` +
        `<rect x="170" y="124" width="58" height="32" rx="4" fill="${p.dark}"/><path d="${body}" fill="${p.main}"/>${shade(body)}` +
        label({ x: 130, y: 180, w: 140, h: 150 }, p, l),
    };
  },
  bread(p, l) {
    const loaf = 'M96 206Q92 140 160 132Q200 104 240 132Q308 140 304 206V332Q304 348 288 348H112Q96 348 96 332Z';
    return {
      floor: 350,
      spread: 118,
      svg:
        `<path d="${loaf}" fill="#c98a3c"/>${shade(loaf)}<path d="M104 180Q110 140 160 140Q200 114 240 140Q290 140 296 180Q250 160 200 168Q150 160 104 180Z" fill="#8f5a22" opacity=".55"/>` +
        `<path d="M88 120H312V350H88Z" fill="${p.light}" opacity=".22"/><path d="M180 108 200 92 220 108" stroke="${p.main}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
        label({ x: 122, y: 196, w: 156, h: 136 }, p, l),
    };
  },
  eggs(p, l, name) {
    const shell = /brown|country/i.test(name) ? '#d9a574' : '#f3e6cc';
    const egg = (x: number) => `<ellipse cx="${x}" cy="196" rx="34" ry="44" fill="${shell}"/><ellipse cx="${x - 10}" cy="180" rx="8" ry="14" fill="#fff" opacity=".4"/>`;
    return {
      floor: 348,
      spread: 130,
      svg:
        `<path d="M70 156H330V186H70Z" fill="${p.dark}"/>${egg(128)}${egg(200)}${egg(272)}` +
        `<path d="M70 214H330L316 344H84Z" fill="${p.main}"/>${shade('M70 214H330L316 344H84Z')}` +
        label({ x: 102, y: 226, w: 196, h: 106 }, p, l),
    };
  },
  bar(p, l) {
    const wrapPath = `M62 176H338L330 196 338 216 330 236 338 256 330 276 338 296H62L70 276 62 256 70 236 62 216 70 196Z`;
    return {
      floor: 304,
      spread: 140,
      svg: `<path d="${wrapPath}" fill="${p.main}"/>${shade(wrapPath)}<path d="M88 176V296M312 176V296" stroke="#fff" stroke-width="2" stroke-dasharray="4 4" opacity=".5"/>` + label({ x: 100, y: 186, w: 200, h: 100 }, p, l),
    };
  },
  sticks(p, l) {
    let sticks = '';
    for (let i = 0; i < 9; i++) {
      const x = 152 + i * 12;
      sticks += `<path d="M${x} ${130 - (i % 3) * 12}V40" stroke="#6b3b1f" stroke-width="4"/><path d="M${x} ${40 + (i % 2) * 8}V${92 + (i % 3) * 6}" stroke="${p.accent}" stroke-width="6"/>`;
    }
    const box = 'M126 118H274V350H126Z';
    return { floor: 352, spread: 90, svg: `${sticks}<path d="${box}" fill="${p.main}"/>${shade(box)}` + label({ x: 136, y: 136, w: 128, h: 196 }, p, l) };
  },
  bowl(p, _l, name) {
    const grain = contentOf(name, p.light);
    let dots = '';
    for (let i = 0; i < 12; i++) {
      const a = (i * 137.5 * Math.PI) / 180;
      const rr = 12 + ((i * 29) % 80);
      dots += `<ellipse cx="${Math.round(200 + Math.cos(a) * rr)}" cy="${Math.round(196 - Math.abs(Math.sin(a)) * rr * 0.6)}" rx="6" ry="4"/>`;
    }
    return {
      floor: 318,
      spread: 120,
      svg:
        `<path d="M92 212Q200 96 308 212Z" fill="${grain}"/><g fill="#000" opacity=".1">${dots}</g>` +
        `<path d="M76 206H324Q318 300 200 314Q82 300 76 206Z" fill="${p.dark}"/>${shade('M76 206H324Q318 300 200 314Q82 300 76 206Z')}<ellipse cx="200" cy="206" rx="124" ry="14" fill="${p.main}"/>`,
    };
  },
};

// ---------------------------------------------------------------- fruit and vegetables

type Item = (p: Palette, name: string) => string;
const leaf = (x: number, y: number, rot: number, s = 1, fill = '#4c9a2a') =>
  `<path d="M0 0C8-14 30-18 44-12C34 2 14 8 0 0Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"/>`;
const shine = (x: number, y: number, rx: number, ry: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".35"/>`;

const tomato = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><path d="M${x - r} ${y}A${r} ${r} 0 0 0 ${x + r} ${y}A${r} ${r * 0.7} 0 0 1 ${x - r} ${y}Z" fill="#000" opacity=".1"/>${shine(x - r * 0.4, y - r * 0.35, r * 0.2, r * 0.12)}` +
  `<path d="M${x} ${y - r + 6}l-14-8 10 1-6-12 10 9 4-12 3 12 10-8-5 11 13 1-14 6Z" fill="#3f8a2a"/>`;

const onion = (x: number, y: number, r: number, fill: string) => {
  const top = y - r * 1.5;
  return (
    `<path d="M${x} ${r1(top)}C${r1(x + r * 0.25)} ${r1(top + r * 0.5)} ${r1(x + r * 1.05)} ${r1(y - r * 0.5)} ${x + r} ${r1(y + r * 0.1)}C${r1(x + r * 0.95)} ${r1(y + r * 0.85)} ${r1(x + r * 0.4)} ${y + r} ${x} ${y + r}C${r1(x - r * 0.4)} ${y + r} ${r1(x - r * 0.95)} ${r1(y + r * 0.85)} ${x - r} ${r1(y + r * 0.1)}C${r1(x - r * 1.05)} ${r1(y - r * 0.5)} ${r1(x - r * 0.25)} ${r1(top + r * 0.5)} ${x} ${r1(top)}Z" fill="${fill}"/>` +
    `<path d="M${x} ${r1(top + 8)}Q${r1(x - r * 0.7)} ${y} ${x} ${y + r - 2}M${x} ${r1(top + 8)}Q${r1(x + r * 0.7)} ${y} ${x} ${y + r - 2}" stroke="#fff" stroke-width="2" fill="none" opacity=".35"/>` +
    `<path d="M${x - 6} ${y + r}l-4 8M${x} ${y + r}v9M${x + 6} ${y + r}l4 8" stroke="#caa27a" stroke-width="2"/>${shine(x - r * 0.45, y - r * 0.1, r * 0.14, r * 0.3)}`
  );
};

const items: Partial<Record<Art, Item>> = {
  tomato: () => tomato(150, 218, 60, '#d93a2b') + tomato(254, 222, 56, '#e2452f') + tomato(204, 152, 54, '#cc3326'),
  potato: () => {
    const spud = (x: number, y: number, rx: number, ry: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#c99a5b"/><ellipse cx="${x}" cy="${y + ry * 0.3}" rx="${rx}" ry="${ry * 0.7}" fill="#000" opacity=".08"/>${shine(x - rx * 0.4, y - ry * 0.4, rx * 0.25, ry * 0.15)}<circle cx="${x + rx * 0.3}" cy="${y - ry * 0.2}" r="3" fill="#7d5a30"/><circle cx="${x - rx * 0.2}" cy="${y + ry * 0.3}" r="2.5" fill="#7d5a30"/><circle cx="${x + rx * 0.6}" cy="${y + ry * 0.35}" r="2" fill="#7d5a30"/></g>`;
    return spud(148, 226, 66, 48, -12) + spud(256, 232, 60, 44, 14) + spud(204, 164, 62, 44, 4);
  },
  onion: (_p, name) =>
    /spring/i.test(name)
      ? `<path d="M150 60 176 250M170 56 190 250M196 54 202 250M224 58 214 250M248 64 226 250" stroke="#4c9a2a" stroke-width="12" stroke-linecap="round"/>${[172, 190, 206, 222].map((x) => `<ellipse cx="${x}" cy="262" rx="14" ry="20" fill="#f3efe0"/>`).join('')}<rect x="162" y="206" width="70" height="14" rx="4" fill="#c0392b"/>`
      : onion(150, 234, 58, '#a3345e') + onion(258, 236, 54, '#b03c66') + onion(204, 178, 52, '#95305a'),
  banana: () => {
    const b = (rot: number, shade2: string) =>
      `<g transform="rotate(${rot} 250 104)"><path d="M250 104C210 112 132 156 118 252C116 262 126 264 130 256C150 196 200 150 262 124Z" fill="${shade2}"/><path d="M118 252C116 262 126 264 130 256Z" fill="#5b4a2a"/></g>`;
    return `${b(-22, '#f0bd2e')}${b(-8, '#f5c93e')}${b(6, '#f7d04a')}${b(20, '#f9d95c')}<rect x="242" y="84" width="22" height="30" rx="6" fill="#7a8a2a" transform="rotate(30 253 99)"/>`;
  },
  apple: () => {
    const apple = (x: number, y: number, s: number, fill: string) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-58C-24-80-82-70-82-8C-82 50-40 82 0 66C40 82 82 50 82-8C82-70 24-80 0-58Z" fill="${fill}"/>${shine(-40, -22, 12, 22)}<path d="M0-56Q4-74 12-86" stroke="#6b3b1f" stroke-width="6" fill="none" stroke-linecap="round"/>${leaf(8, -74, -20, 0.9)}</g>`;
    return apple(146, 214, 0.85, '#c9302c') + apple(252, 206, 0.95, '#d83a34');
  },
  mango: () => {
    const m = (x: number, y: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 70} ${y}C${x - 70} ${y - 60} ${x + 10} ${y - 76} ${x + 54} ${y - 40}C${x + 90} ${y - 10} ${x + 70} ${y + 56} ${x} ${y + 60}C${x - 50} ${y + 62} ${x - 70} ${y + 36} ${x - 70} ${y}Z" fill="#f4b223"/><path d="M${x + 54} ${y - 40}C${x + 90} ${y - 10} ${x + 70} ${y + 30} ${x + 20} ${y + 20}C${x + 40} ${y - 10} ${x + 30} ${y - 40} ${x + 54} ${y - 40}Z" fill="#e4572e" opacity=".45"/>${shine(x - 34, y - 24, 14, 22)}</g>`;
    return m(150, 210, -20) + m(252, 214, 16) + leaf(236, 150, -150, 1.2);
  },
  orange: () => {
    const o = (x: number, y: number, r: number) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#f28c1b"/><circle cx="${x + 10}" cy="${y + 12}" r="${r}" fill="#000" opacity=".06"/>${shine(x - r * 0.4, y - r * 0.4, r * 0.18, r * 0.12)}<circle cx="${x}" cy="${y - r + 8}" r="4" fill="#6b8a2a"/>`;
    return o(150, 220, 60) + o(256, 224, 56) + o(204, 160, 54) + leaf(206, 108, -30, 0.9);
  },
  lemon: () => {
    const lm = (x: number, y: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 74} ${y}Q${x - 62} ${y - 50} ${x} ${y - 48}Q${x + 62} ${y - 50} ${x + 74} ${y}Q${x + 62} ${y + 50} ${x} ${y + 48}Q${x - 62} ${y + 50} ${x - 74} ${y}Z" fill="#f2cf3a"/>${shine(x - 24, y - 22, 18, 8)}</g>`;
    return `${lm(156, 212, -18)}${lm(252, 230, 12)}<circle cx="228" cy="150" r="44" fill="#f2cf3a"/><circle cx="228" cy="150" r="36" fill="#fbeea0"/><path d="M228 116V184M194 150H262M204 126 252 174M252 126 204 174" stroke="#f2cf3a" stroke-width="3"/>`;
  },
  carrot: () => {
    const c = (x: number, y: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 22} ${y}C${x - 18} ${y + 60} ${x - 6} ${y + 140} ${x} ${y + 152}C${x + 6} ${y + 140} ${x + 18} ${y + 60} ${x + 22} ${y}Q${x} ${y - 10} ${x - 22} ${y}Z" fill="#ec6a1c"/><path d="M${x - 14} ${y + 40}h10M${x + 4} ${y + 70}h10M${x - 10} ${y + 100}h8" stroke="#b94a0e" stroke-width="3" stroke-linecap="round"/><path d="M${x} ${y}l-14-44M${x} ${y}l2-50M${x} ${y}l16-42" stroke="#4c9a2a" stroke-width="7" stroke-linecap="round"/></g>`;
    return c(160, 120, 24) + c(244, 122, -22) + c(202, 112, 0);
  },
  chilli: (_p, name) => {
    const fill = /red|kashmiri|guntur|byadgi/i.test(name) ? '#c62a1c' : '#3b8a2a';
    const c = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0C50-22 140-16 210 34C130 10 60 20 0 18Z" fill="${fill}"/><path d="M14 4C60-8 110-4 150 10" stroke="#fff" stroke-width="4" opacity=".3" fill="none" stroke-linecap="round"/><path d="M2 9Q-16 6-24-14" stroke="#2f6b1d" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
    return c(102, 130, 8) + c(92, 180, 4) + c(104, 226, -2);
  },
  brinjal: () => {
    const b = (x: number, y: number, rot: number, s: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0-40C40-40 60 10 60 60C60 110 20 130 0 130C-20 130-60 110-60 60C-60 10-40-40 0-40Z" fill="#5b2a82"/>${shine(-28, 40, 10, 34)}<path d="M-34-30 0-12 34-30 20-50H-20Z" fill="#4c8a2a"/><rect x="-7" y="-84" width="14" height="40" rx="5" fill="#4c8a2a"/></g>`;
    return b(200, 136, 0, 1.1);
  },
  okra: () => {
    let s = '';
    for (let i = 0; i < 5; i++) {
      const rot = -32 + i * 16;
      s += `<g transform="rotate(${rot} 200 300)"><path d="M200 296C180 256 178 168 190 112Q200 100 210 112C222 168 220 256 200 296Z" fill="${i % 2 ? '#6fa83c' : '#5c9632'}"/><path d="M200 286C194 240 193 170 198 116M206 280C208 230 208 170 204 118" stroke="#9ccc6a" stroke-width="2.5" fill="none"/><path d="M190 114Q200 98 210 114L206 96H194Z" fill="#3f7a20"/></g>`;
    }
    return s;
  },
  gourd: () =>
    `<g transform="rotate(-32 200 200)"><path d="M200 60C216 60 220 100 222 140C226 190 260 220 260 280C260 330 230 350 200 350C170 350 140 330 140 280C140 220 174 190 178 140C180 100 184 60 200 60Z" fill="#9cc95a"/>${shine(170, 270, 10, 40)}<rect x="192" y="44" width="16" height="22" rx="5" fill="#5a7a2a"/></g>`,
  cauliflower: () => {
    let florets = '';
    const pts = [[200, 150], [160, 166], [240, 166], [176, 196], [224, 196], [200, 186], [140, 200], [260, 200], [200, 220]];
    for (const [x, y] of pts) florets += `<circle cx="${x}" cy="${y}" r="34" fill="#f5efd9" stroke="#e4d9b6" stroke-width="3"/>`;
    return `${leaf(200, 240, 170, 2.6, '#5a9a3a')}${leaf(200, 240, 10, 2.6, '#4c8a2a')}${leaf(200, 250, 120, 2.2, '#6aaa48')}${leaf(200, 250, 60, 2.2, '#6aaa48')}${florets}`;
  },
  cabbage: () =>
    `<circle cx="200" cy="200" r="110" fill="#7fb850"/><circle cx="200" cy="196" r="84" fill="#a9d676"/><path d="M200 120Q170 200 200 280M200 120Q232 200 200 280M130 170Q200 190 270 170" stroke="#d9efbf" stroke-width="4" fill="none"/>${shine(160, 160, 20, 12)}`,
  leafy: (_p, name) => {
    const fill = /mint|pudina/i.test(name) ? '#2f8a3a' : /spinach|palak/i.test(name) ? '#1f6b2a' : /curry/i.test(name) ? '#2f5f1a' : /methi|fenugreek/i.test(name) ? '#5a9a2a' : '#3f9a34';
    let stems = '';
    let leaves = '';
    for (let i = 0; i < 18; i++) {
      // Leaves point outwards from a dome above the tie, like a bunch standing in a glass.
      const deg = 196 + ((i * 83) % 148);
      const a = (deg * Math.PI) / 180;
      const rr = 30 + ((i * 37) % 70);
      const x = Math.round(200 + Math.cos(a) * rr);
      const y = Math.round(200 + Math.sin(a) * rr);
      stems += `M200 262L${x} ${y}`;
      leaves += leaf(x, y, deg - 8, 1.9, i % 3 ? fill : '#5fb347');
    }
    return `<path d="${stems}" stroke="#6a9a3a" stroke-width="4"/>${leaves}<path d="M186 262 200 300 214 262Z" fill="#6a9a3a"/><rect x="182" y="250" width="36" height="20" rx="5" fill="#c0392b"/>`;
  },
  ginger: () =>
    `<g fill="#d6b07a"><ellipse cx="170" cy="220" rx="70" ry="40" transform="rotate(-10 170 220)"/><ellipse cx="250" cy="206" rx="46" ry="30" transform="rotate(25 250 206)"/><ellipse cx="130" cy="176" rx="30" ry="24"/><ellipse cx="214" cy="170" rx="28" ry="36"/></g><path d="M120 230q20 6 40 0M190 246q20-4 36-14M200 170q10 10 24 4" stroke="#a37b45" stroke-width="3" fill="none"/>${shine(150, 204, 20, 8)}`,
  garlic: () => {
    const g = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-84C8-50 72-42 72 10C72 58 36 72 0 72C-36 72-72 58-72 10C-72-42-8-50 0-84Z" fill="#f6f1e6" stroke="#d8c8a6" stroke-width="3"/><path d="M-4-60Q-44 0-22 70M4-60Q44 0 22 70M0-60V72" stroke="#d8c8a6" stroke-width="3" fill="none"/><path d="M-40 20Q-34 50-14 66M36 24Q32 50 14 66" stroke="#b98aa6" stroke-width="4" fill="none" opacity=".6"/><path d="M-10 72l-6 10M0 72v12M10 72l6 10" stroke="#b59a6a" stroke-width="3"/></g>`;
    return g(252, 214, 0.85) + g(156, 208, 0.95);
  },
  coconut: () =>
    `<path d="M200 90C260 90 300 160 300 220C300 290 250 320 200 320C150 320 100 290 100 220C100 160 140 90 200 90Z" fill="#6aa83a"/><path d="M168 100Q200 78 232 100L222 120H178Z" fill="#e9e2c0"/>${shine(150, 190, 16, 44)}<path d="M214 110 246 40" stroke="#e4572e" stroke-width="10" stroke-linecap="round"/>`,
  grapes: () => {
    let s = '';
    const rows = [5, 4, 3, 2, 1];
    rows.forEach((n, row) => {
      for (let i = 0; i < n; i++) {
        const x = 200 + (i - (n - 1) / 2) * 36;
        const y = 120 + row * 34;
        s += `<circle cx="${x}" cy="${y}" r="20" fill="#a9cc5a"/><circle cx="${x - 6}" cy="${y - 7}" r="5" fill="#fff" opacity=".45"/>`;
      }
    });
    return `<path d="M200 100Q204 80 220 70" stroke="#6b4a2a" stroke-width="6" fill="none"/>${leaf(212, 84, -30, 1.3)}${s}`;
  },
  pomegranate: () =>
    `<circle cx="190" cy="210" r="92" fill="#b82730"/><path d="M170 124l6-26 14 16 14-16 4 26Z" fill="#9a1f28"/>${shine(150, 170, 18, 28)}` +
    `<circle cx="282" cy="262" r="46" fill="#f2d4b5"/><circle cx="282" cy="262" r="38" fill="#c9303c"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${r1(282 + Math.cos(i) * 20)}" cy="${r1(262 + Math.sin(i) * 20)}" r="6" fill="#e8525e"/>`).join('')}`,
  papaya: () =>
    `<g transform="rotate(-24 180 200)"><ellipse cx="180" cy="200" rx="64" ry="110" fill="#f2a41e"/><path d="M180 90C220 90 244 140 244 200C210 170 190 130 180 90Z" fill="#6aa83a" opacity=".7"/>${shine(150, 170, 12, 40)}</g>` +
    `<g transform="rotate(20 280 250)"><ellipse cx="280" cy="250" rx="46" ry="76" fill="#6aa83a"/><ellipse cx="280" cy="250" rx="40" ry="70" fill="#ff7a3a"/><ellipse cx="280" cy="250" rx="14" ry="40" fill="#3a2a20"/></g>`,
  guava: () =>
    `<circle cx="170" cy="214" r="78" fill="#b9cc4a"/>${shine(140, 186, 16, 22)}<circle cx="270" cy="246" r="56" fill="#a8bc3a"/><circle cx="270" cy="246" r="48" fill="#f4f1dc"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${r1(270 + Math.cos(i) * 20)}" cy="${r1(246 + Math.sin(i) * 20)}" r="3.5" fill="#d8b06a"/>`).join('')}${leaf(168, 138, -70, 1.2)}`,
  cucumber: () => {
    const c = (x: number, y: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 120}" y="${y - 30}" width="240" height="60" rx="30" fill="#4e8a2a"/><path d="M${x - 90} ${y - 10}H${x + 90}M${x - 100} ${y + 8}H${x + 100}" stroke="#7cb342" stroke-width="6" stroke-linecap="round" opacity=".7"/></g>`;
    return c(200, 170, -16) + c(200, 240, -8);
  },
  peas: () => {
    const pod = (x: number, y: number, rot: number) => {
      let peas = '';
      for (let i = 0; i < 5; i++) peas += `<circle cx="${x - 60 + i * 30}" cy="${y}" r="14" fill="#8cc04a"/>`;
      return `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 90} ${y}Q${x} ${y - 50} ${x + 90} ${y}Q${x} ${y + 50} ${x - 90} ${y}Z" fill="#4e8a2a"/>${peas}</g>`;
    };
    return pod(196, 170, -14) + pod(210, 250, 8);
  },
  watermelon: () =>
    `<ellipse cx="184" cy="196" rx="118" ry="90" fill="#2e6b2a"/><path d="M90 160Q184 130 280 160M80 200Q184 176 290 200M92 240Q184 226 278 240" stroke="#1d4a1a" stroke-width="10" fill="none" opacity=".6"/>` +
    `<path d="M196 290 326 204Q330 290 196 290Z" fill="#2e6b2a"/><path d="M206 284 318 212Q318 280 206 284Z" fill="#e8414a"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${250 + i * 14}" cy="${262 - i * 8}" rx="3" ry="5" fill="#2a1a1a"/>`).join('')}`,
};

// ---------------------------------------------------------------- one drawing

const DEFS = '<defs><linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient></defs>';

/** One object in the 400x400 drawing space, with its ground shadow. */
function drawArt(art: Art, p: Palette, face: Face, name: string): string {
  const pack = packs[art];
  if (pack) {
    const d = pack(p, face, name);
    return `<ellipse cx="200" cy="${d.floor}" rx="${d.spread}" ry="12" fill="#000" opacity=".1"/>${d.svg}`;
  }
  const item = items[art];
  if (!item) throw new Error(`No drawing for ${art}`);
  return `<ellipse cx="200" cy="296" rx="130" ry="14" fill="#000" opacity=".08"/>${item(p, name)}`;
}

const svg = (w: number, h: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${DEFS}${body}</svg>\n`;

/** A product drawn in the 400x400 space: its pack with a printed label, or the produce itself with a price tag. */
function productArtwork(product: SeedProduct, topCategory: string, withBackground: boolean): string {
  const art = productArt(product.image);
  if (!art) throw new Error(`No drawing chosen for ${product.image}`);
  const p = palette(HUES[hash(product.name) % HUES.length]);
  const l: Label = { brand: product.brand, name: product.name, pack: product.packSize, motif: CATEGORY_MOTIF[topCategory] ?? 'leaf' };
  const background = withBackground ? `<rect width="400" height="400" fill="${p.bg}"/><circle cx="200" cy="196" r="156" fill="${p.spot}"/>` : '';
  return background + drawArt(art, p, l, product.name) + (items[art] && withBackground ? tag(p, l) : '');
}

const productSvg = (product: SeedProduct, topCategory: string) =>
  svg(400, 400, productArtwork(product, topCategory, true), `${product.name}, ${product.packSize}`);

/** Several objects side by side, the first one in front and largest: for category pictures. */
function group(arts: Art[], name: string, face: Face, size: number, gap: number): string {
  return arts
    .map((a, i) => {
      const p = palette(HUES[(hash(name) + i * 5) % HUES.length]);
      const scale = (size / 400) * (i === 0 ? 1 : 0.8);
      const x = (i === 0 ? 0 : i % 2 ? -gap : gap) * Math.ceil(i / 2) - 200 * scale;
      const y = (size - 400 * scale) * 0.85;
      return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})">${drawArt(a, p, face, name)}</g>`;
    })
    .reverse()
    .join('');
}

function categorySvg(name: string, picture: string, topCategory: string): string {
  const arts = pictureArt(picture);
  if (!arts) throw new Error(`No drawing chosen for ${picture}`);
  const p = palette(HUES[hash(name) % HUES.length]);
  const size = arts.length === 1 ? 170 : 150;
  const face = { motif: CATEGORY_MOTIF[topCategory] ?? 'leaf' };
  return svg(
    200,
    200,
    `<rect width="200" height="200" fill="${p.bg}"/><circle cx="100" cy="100" r="86" fill="${p.spot}"/><g transform="translate(100 ${r1(100 - size / 2 + 4)})">${group(arts, name, face, size, 44)}</g>`,
    name,
  );
}

const catalogueProducts = demoCatalogue.flatMap((cat) => cat.subcategories.flatMap((sub) => sub.products.map((product) => ({ product, topCategory: cat.name }))));

/**
 * A banner: headline, a short line and a Shop now pill on the left, within the first 330 px because phones show the
 * banner's left end at full height; the products and an offer badge on the right for wider screens.
 */
function bannerSvg(b: BannerDesign): string {
  const h = b.hue;
  const ink = hsl(h, 55, 17);
  const shown = b.showcase.map((n) => {
    const found = catalogueProducts.find((c) => c.product.name === n);
    if (!found) throw new Error(`Banner ${b.name} shows ${n}, which is not in the catalogue`);
    return found;
  });
  const head = fit(b.name, 296, 100, 3, 32, 20);
  const line = fit(b.line, 296, 42, 2, 17, 13);
  const headGap = head.size * 1.1;
  const lineGap = line.size * 1.3;
  const blockH = head.size * 0.75 + headGap * (head.lines.length - 1) + 14 + line.size * 0.75 + lineGap * (line.lines.length - 1) + 22 + 42;
  const headY = (250 - blockH) / 2 + head.size * 0.75;
  const lineY = headY + headGap * (head.lines.length - 1) + 14 + line.size * 0.95;
  const pillY = lineY + lineGap * (line.lines.length - 1) + 20;
  const best = Math.max(...shown.map(({ product }) => Math.round((1 - product.pricePaise / product.mrpPaise) * 100)));
  let dots = '';
  for (let i = 0; i < 12; i++) dots += `<circle cx="${420 + ((i * 83) % 760)}" cy="${20 + ((i * 47) % 210)}" r="${3 + (i % 4)}" fill="#fff" opacity=".5"/>`;
  const slots = [
    { x: 760, s: 0.6 },
    { x: 620, s: 0.5 },
    { x: 900, s: 0.5 },
  ];
  const art = shown
    .map(({ product, topCategory }, i) => {
      const { x, s: base } = slots[i];
      // Loose produce has no box around it, so it is drawn a little larger to weigh the same as a pack.
      const s = productArt(product.image) && items[productArt(product.image)!] ? base * 1.15 : base;
      const drawing = productArtwork(product, topCategory, false);
      return `<g transform="translate(${r1(x - 200 * s)} ${r1(250 - 366 * s)}) scale(${s})">${drawing}</g>`;
    })
    .reverse()
    .join('');
  const badge = best >= 10
    ? `<circle cx="1060" cy="100" r="58" fill="${hsl((h + 180) % 360, 70, 38)}"/><circle cx="1060" cy="100" r="50" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 4" opacity=".7"/><text x="1060" y="86" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">UP TO</text><text x="1060" y="116" font-size="32" font-weight="800" text-anchor="middle" fill="#fff">${best}%</text><text x="1060" y="136" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">OFF</text>`
    : '';
  return svg(
    1200,
    250,
    `<defs><linearGradient id="b" x2="1"><stop offset="0" stop-color="${hsl(h, 70, 94)}"/><stop offset="1" stop-color="${hsl((h + 20) % 360, 65, 84)}"/></linearGradient></defs>` +
      `<rect width="1200" height="250" fill="url(#b)"/><circle cx="760" cy="190" r="210" fill="${hsl(h, 60, 80)}" opacity=".6"/><circle cx="1150" cy="10" r="120" fill="${hsl((h + 30) % 360, 70, 74)}" opacity=".45"/>${dots}` +
      textBlock(head.lines, 32, headY, head.size, ink, ' font-weight="800"', 1.1) +
      textBlock(line.lines, 32, lineY, line.size, hsl(h, 35, 28), '', 1.3) +
      `<rect x="32" y="${r1(pillY)}" width="138" height="42" rx="21" fill="${hsl(h, 70, 28)}"/><text x="101" y="${r1(pillY + 27)}" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">Shop now →</text>` +
      art +
      badge,
    b.name,
  );
}

// ---------------------------------------------------------------- write the files

function writeAll(dir: string, files: Map<string, string>) {
  const abs = join(PUBLIC, 'images', dir);
  mkdirSync(abs, { recursive: true });
  // Pictures of products that left the catalogue are removed, so the folder holds exactly the demo data.
  for (const f of readdirSync(abs)) if (!files.has(f)) rmSync(join(abs, f));
  for (const [f, text] of files) writeFileSync(join(abs, f), text);
  const sizes = [...files.values()].map((t) => Buffer.byteLength(t));
  console.log(`${dir}: ${files.size} files, largest ${Math.max(...sizes)} bytes`);
}

const fileOf = (path: string) => path.split('/').pop()!;
const products = new Map<string, string>();
const categories = new Map<string, string>();
for (const cat of demoCatalogue) {
  categories.set(fileOf(cat.picture), categorySvg(cat.name, cat.picture, cat.name));
  for (const sub of cat.subcategories) {
    categories.set(fileOf(sub.picture), categorySvg(sub.name, sub.picture, cat.name));
    for (const product of sub.products) products.set(fileOf(product.image), productSvg(product, cat.name));
  }
}
const banners = new Map(bannerDesigns.map((b) => [fileOf(b.image), bannerSvg(b)]));
writeAll('products', products);
writeAll('categories', categories);
writeAll('banners', banners);
