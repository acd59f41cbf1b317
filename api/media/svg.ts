/**
 * Generated images: product drawings (one drawing per product type, in the product's colour, in up
 * to four views), category tiles, page banners and a PDF manual. Deterministic: the same input
 * always gives the same bytes, so they are cached for a year.
 */
import { escapeHtml } from '../lib/text.ts';
import {
  burrBadge,
  drawProduct,
  E,
  focusOf,
  inUse,
  type Paint,
  type ProductType,
  R,
  type Shape,
} from './drawings.ts';

export type { ProductType } from './drawings.ts';

type ColourName =
  | 'black'
  | 'white'
  | 'steel'
  | 'copper'
  | 'red'
  | 'cream'
  | 'blue'
  | 'green'
  | 'glass'
  | 'kraft'
  | 'wood'
  | 'brown'
  | 'gold'
  | 'purple';

/** [base, shade, highlight] */
const colours: Record<ColourName, [string, string, string]> = {
  black: ['#2e2e2e', '#161616', '#5a5a5a'],
  white: ['#f3f3f1', '#d6d6d2', '#ffffff'],
  steel: ['#c3c8cd', '#8b9299', '#f0f3f5'],
  copper: ['#b8703f', '#85492a', '#eaa97c'],
  red: ['#c3282e', '#8c1b20', '#ec6d71'],
  cream: ['#eee1c4', '#d1bd98', '#fbf6ea'],
  blue: ['#2f5d9a', '#1f3e68', '#6f98cf'],
  green: ['#3f7a55', '#295239', '#80b494'],
  glass: ['#dce8ee', '#b3c5ce', '#ffffff'],
  kraft: ['#c8a77a', '#a5865c', '#e2c9a3'],
  wood: ['#8a5a35', '#5e3b21', '#b98556'],
  brown: ['#6f4e37', '#4c3322', '#a07a5c'],
  gold: ['#c49a3a', '#94721f', '#ecc96f'],
  purple: ['#5e3a6e', '#3f254b', '#8f6aa0'],
};

/** What the product is made of / coloured, from a word of its name (Dutch or English) or colour spec. */
const colourWords: Record<string, ColourName> = {
  zwart: 'black',
  black: 'black',
  nera: 'black',
  nero: 'black',
  wit: 'white',
  white: 'white',
  bianca: 'white',
  bianco: 'white',
  keramiek: 'white',
  ceramic: 'white',
  rvs: 'steel',
  stainless: 'steel',
  steel: 'steel',
  inox: 'steel',
  chroom: 'steel',
  chrome: 'steel',
  koper: 'copper',
  copper: 'copper',
  rood: 'red',
  red: 'red',
  rosso: 'red',
  crème: 'cream',
  creme: 'cream',
  cream: 'cream',
  blauw: 'blue',
  blue: 'blue',
  groen: 'green',
  green: 'green',
  glas: 'glass',
  glass: 'glass',
  kunststof: 'glass',
  plastic: 'glass',
  clear: 'glass',
  ongebleekt: 'kraft',
  unbleached: 'kraft',
  siliconen: 'blue',
  silicone: 'blue',
};
const woodWords = new Set(['walnoot', 'walnut', 'wood', 'hout', 'houten']);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The colour a text names: the last colour word wins ("Serie Nera … Wit" is white), none: undefined. */
export function colourOfText(text: string): ColourName | undefined {
  let found: ColourName | undefined;
  for (const w of words(text)) found = colourWords[w] ?? found;
  return found;
}

/** The drawing's natural colour: what the product usually looks like. */
const natural: Partial<Record<ProductType, ColourName>> = {
  'bean-to-cup': 'black',
  grinder: 'black',
  'filter-grinder': 'black',
  'commercial-grinder': 'black',
  'filter-maker': 'black',
  'cold-brew': 'black',
  dripper: 'white',
  'filter-papers': 'white',
  'gooseneck-kettle': 'black',
  blender: 'black',
  'stand-mixer': 'red',
  toaster: 'cream',
  tamper: 'black',
  distributor: 'black',
  scale: 'black',
  'espresso-cup': 'white',
  'cappuccino-cup': 'white',
  glass: 'glass',
  'knock-box': 'black',
  brush: 'wood',
  'water-filter': 'white',
  gasket: 'black',
  portafilter: 'black',
  'steam-wand': 'black',
};
/** Packaging: coloured by the brand, not by words of the name ("White Label Coffee" is a roaster). */
const packaging = new Set<ProductType>(['beans', 'ground', 'capsules', 'pods', 'descaler', 'tablets']);
const brandColours: ColourName[] = [
  'black',
  'kraft',
  'red',
  'green',
  'blue',
  'gold',
  'white',
  'purple',
  'brown',
];

const hash = (text: string) => {
  let h = 7;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
};

interface ProductFacts {
  /** the seed's coarse drawing kind (machine, grinder, bag, …) */
  kind: string;
  /** the primary category's paths in both languages */
  categoryUris: string[];
  /** the product's names in both languages */
  names: string[];
  brand: string | null;
  /** spec values (English and Dutch titles), e.g. Burrs: Flat, Colour: Black */
  burr?: string | null;
  colourSpec?: string | null;
}

interface ProductLook {
  type: ProductType;
  colour: ColourName;
  wood: boolean;
  shape: Shape;
}

/** Category words (uri segments or names, both languages) to drawing; the first match wins. */
const typeRules: [RegExp, ProductType][] = [
  [/lever|hendel|la pavoni|flair|cafelat/, 'lever'],
  [/heat-exchanger|warmtewisselaar/, 'heat-exchanger'],
  [/bean-to-cup|volautomat/, 'bean-to-cup'],
  [/commercial-machines|professionele-machines|\b[123] ?gr\b/, 'commercial'],
  [/dual-?boiler/, 'dual-boiler'],
  [/single-boiler/, 'single-boiler'],
  [/hand-?grinder|handmolen/, 'hand-grinder'],
  [/filter-?grinder|filtermolen/, 'filter-grinder'],
  [/commercial-grinder|professionele-molen/, 'commercial-grinder'],
  [/filter-?papers?|filterpapier|filterzakjes|filter bags|filters \d/, 'filter-papers'],
  [/dolce-gusto/, 'pods'],
  [/capsule/, 'capsules'],
  [/ground|gemalen/, 'ground'],
  [/beans|bonen|decaf|cafeinevrij|single-origin/, 'beans'],
  [/filter-coffee-makers|filterkoffiezetapparat|moccamaster kbg/, 'filter-maker'],
  [/cold-brew|mizudashi|cold drip/, 'cold-brew'],
  [/dripper|chemex|aeropress|v60 0/, 'dripper'],
  [/grinder|molen/, 'grinder'],
  [/temperature-control|temperatuurregeling|gooseneck|stagg/, 'gooseneck-kettle'],
  [/milk-frother|melkopschuimer|aeroccino/, 'milk-frother'],
  [/kettle|waterkoker/, 'kettle'],
  [/blender/, 'blender'],
  [/stand-mixer|keukenmachine/, 'stand-mixer'],
  [/toaster|broodrooster/, 'toaster'],
  [/distribut|verdeel|wdt/, 'distributor'],
  [/tamper/, 'tamper'],
  [/milk-jug|melkkan|pitcher/, 'milk-jug'],
  [/scales|weegscha|scale\b/, 'scale'],
  [/espresso-?cup|espressokop/, 'espresso-cup'],
  [/cappuccino|latte cup|latte kop|flat white/, 'cappuccino-cup'],
  [/glasses|glazen|\bglas/, 'glass'],
  [/knock-?box|klopbak/, 'knock-box'],
  [/descaler|ontkalker/, 'descaler'],
  [/tablet|grindz/, 'tablets'],
  [/brush|borstel/, 'brush'],
  [/water-?filter|purity|claris|bestmax/, 'water-filter'],
  [/gasket|pakking|seal|keerring|groepskoprubber/, 'gasket'],
  [/shower-screen|douchezeef/, 'shower-screen'],
  [/portafilter|filterhouder/, 'portafilter'],
  [/basket|mandje/, 'basket'],
  [/steam-wand|stoompijp|steam tip|stoomtuit/, 'steam-wand'],
];
const kindFallback: Record<string, ProductType> = {
  machine: 'heat-exchanger',
  grinder: 'grinder',
  bag: 'beans',
  capsule: 'capsules',
  cup: 'espresso-cup',
  kettle: 'kettle',
  part: 'portafilter',
  tool: 'tamper',
  scale: 'scale',
};

/** The drawing for a category path (either language), or undefined when its words say nothing. */
export function typeOfText(text: string): ProductType | undefined {
  const lower = text.toLowerCase();
  return typeRules.find(([re]) => re.test(lower))?.[1];
}

/** Contents to drawing size: a 1 kg bag is bigger than a 250 g one. */
function sizeOf(type: ProductType, name: string): number | undefined {
  const lower = name.toLowerCase();
  if (type === 'beans' || type === 'ground') {
    if (/\b1 ?kg\b/.test(lower)) return 1.04;
    const g = Number(/\b(\d+) ?g\b/.exec(lower)?.[1]);
    return g ? (g <= 250 ? 0.8 : g <= 500 ? 0.9 : 1) : undefined;
  }
  if (type === 'capsules' || type === 'pods') {
    const count = Number(/\b(\d+) (?:stuks|pieces)\b/.exec(lower)?.[1]);
    return count ? (count <= 16 ? 0.8 : count <= 50 ? 0.92 : 1.04) : undefined;
  }
  if (type === 'milk-jug') {
    if (/\b1 ?l\b/.test(lower)) return 1.04;
    const ml = Number(/\b(\d+) ?ml\b/.exec(lower)?.[1]);
    return ml ? (ml <= 350 ? 0.78 : ml <= 500 ? 0.88 : 0.96) : undefined;
  }
  return undefined;
}

/** What a product looks like, from its category, names, brand and specs. */
export function lookOf(facts: ProductFacts): ProductLook {
  const uris = facts.categoryUris.join(' ');
  const names = facts.names.join(' ');
  const type = typeOfText(uris) ?? typeOfText(names) ?? kindFallback[facts.kind] ?? 'heat-exchanger';
  const lower = `${uris} ${names}`.toLowerCase();
  const shape: Shape = {};
  if (type === 'commercial') shape.groups = Number(/\b([123])[- ]?(?:gr|group|groep)/.exec(lower)?.[1] ?? 2);
  if (type === 'bean-to-cup')
    shape.milk = !/without-milk|zonder-melk/.test(uris) && /milk|melk|latte|cappuccino/.test(lower);
  if (/grinder/.test(type)) {
    const burr = `${facts.burr ?? ''} ${uris}`.toLowerCase();
    shape.burr = /conic|conisch/.test(burr) ? 'conical' : /flat|vlak|platte/.test(burr) ? 'flat' : undefined;
    shape.burr ??= type === 'hand-grinder' ? 'conical' : 'flat';
  }
  if (type === 'portafilter') shape.bottomless = /bottomless|bodemloos|naked/.test(lower);
  if (type === 'distributor') shape.wdt = /wdt/.test(lower);
  if (type === 'dripper')
    shape.variant = /chemex/.test(lower) ? 'chemex' : /aeropress/.test(lower) ? 'aeropress' : undefined;
  const size = sizeOf(type, facts.names[0] ?? '');
  if (size) shape.scale = size;
  const colour = packaging.has(type)
    ? brandColours[hash(facts.brand ?? names) % brandColours.length]!
    : (colourOfText(names) ?? colourOfText(facts.colourSpec ?? '') ?? natural[type] ?? 'steel');
  const wood = words(names).some((w) => woodWords.has(w)) || type === 'brush';
  return { type, colour, wood, shape };
}

function paintOf(colour: ColourName, wood: boolean, id = 'm'): Paint {
  const [base, s, h] = colours[colour];
  return {
    m: `url(#${id})`,
    s,
    h,
    base,
    w: wood ? colours.wood[0] : colour === 'black' ? '#111' : '#262626',
    glass: colour === 'glass',
  };
}

function gradients(colour: ColourName, id = 'm'): string {
  const [base, s, h] = colours[colour];
  const op = colour === 'glass' ? ' stop-opacity=".75"' : '';
  return `<linearGradient id="${id}"><stop offset="0" stop-color="${s}"${op}/><stop offset=".3" stop-color="${h}"${op}/><stop offset=".7" stop-color="${base}"${op}/><stop offset="1" stop-color="${s}"${op}/></linearGradient>`;
}
const STEEL =
  '<linearGradient id="s"><stop offset="0" stop-color="#8f969d"/><stop offset=".35" stop-color="#f1f3f5"/><stop offset=".7" stop-color="#b7bdc3"/><stop offset="1" stop-color="#868d94"/></linearGradient>';

const BG = '#f4f1ec';

function svgOpen(label: string, w = 400, h = 400) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeHtml(label)}">`;
}

/** The views a product's photos show, in order: front, at an angle, a detail, in use. */
const views = ['front', 'angle', 'detail', 'use'] as const;
type View = (typeof views)[number];
const viewOf = (n: number): View => views[(n - 1) % views.length]!;

/** The product's n-th photo (1-based): its drawing in one of the four views. */
export function productSvg(look: ProductLook, n: number, label: string): string {
  const paint = paintOf(look.colour, look.wood);
  const body = drawProduct(look.type, paint, look.shape);
  const defs = gradients(look.colour) + STEEL;
  const view = viewOf(n);
  const open = svgOpen(label);
  // A grinder's burr type, as a badge in the corner (the detail view shows the burrs up close).
  const badge =
    look.shape.burr && view !== 'detail'
      ? burrBadge(look.shape.burr, look.type === 'hand-grinder' ? 80 : 325)
      : '';
  if (view === 'front')
    return `${open}<defs>${defs}</defs>${R(0, 0, 400, 400, BG)}${E(200, 332, 150, 10, '#e2dbd0')}${body}${badge}</svg>`;
  const use = (attrs: string) => `<use href="#d"${attrs}/>`;
  const withBody = `<defs>${defs}<g id="d">${body}</g>`;
  if (view === 'angle') {
    // Turned a quarter: the drawing, skewed, in front of darker copies of itself (its depth).
    let depth = '';
    for (let i = 6; i >= 1; i--) depth += use(` x="${i * 3}" y="${-i * 2}" filter="url(#k)"`);
    return `${open}${withBody}<filter id="k"><feColorMatrix values=".55 0 0 0 0 0 .55 0 0 0 0 0 .55 0 0 0 0 0 1 0"/></filter></defs>${R(0, 0, 400, 400, '#eee9e1')}${R(0, 318, 400, 82, '#e2dbd0')}<g transform="translate(200 330) skewY(-8) scale(.88 1) translate(-190 -330)">${E(210, 334, 150, 10, '#d3cabd')}${depth}${use('')}</g>${badge}</svg>`;
  }
  if (view === 'detail') {
    // Up close: the burrs of a grinder, the group head of a machine, the display of a scale…
    const close = /grinder/.test(look.type)
      ? burrBadge(look.shape.burr ?? 'flat', 200, 200, 150)
      : (() => {
          const [fx, fy] = focusOf[look.type];
          return use(` transform="translate(200 200) scale(2.4) translate(${-fx} ${-fy})"`);
        })();
    return `${open}${withBody}<clipPath id="z"><rect x="14" y="14" width="372" height="372" rx="28"/></clipPath></defs>${R(0, 0, 400, 400, '#fff')}<g clip-path="url(#z)">${R(0, 0, 400, 400, BG)}${close}</g>${R(290, 290, 96, 96, '#fff', 14)}${use(' transform="translate(338 340) scale(.22) translate(-200 -210)"')}</svg>`;
  }
  // In use: on a kitchen counter, with a cup, its coffee, steam.
  return `${open}${withBody}</defs>${R(0, 0, 400, 400, '#ece3d6')}${R(0, 120, 400, 2, '#e0d5c5')}${R(0, 220, 400, 2, '#e0d5c5')}${R(0, 330, 400, 70, '#b89a76')}${R(0, 330, 400, 6, '#a3865f')}${use('')}${inUse(look.type, paint, look.shape)}${badge}</svg>`;
}

/** A category tile (4:3): the drawings of its product types, the first in front. */
export function categorySvg(types: ProductType[], label: string): string {
  const picked = types.slice(0, 3);
  const places = [
    [240, 0.82],
    [110, 0.55],
    [370, 0.55],
  ] as const;
  let defs = STEEL;
  let body = '';
  // Back ones first, so the main drawing stands in front.
  for (let i = picked.length - 1; i >= 0; i--) {
    const type = picked[i]!;
    const colour = packaging.has(type) ? brandColours[i]! : (natural[type] ?? 'steel');
    const id = `m${i}`;
    defs += gradients(colour, id);
    const [x, s] = places[i]!;
    body += `<g transform="translate(${x} 330) scale(${s}) translate(-200 -330)">${drawProduct(type, paintOf(colour, type === 'brush', id), {})}</g>`;
  }
  return `${svgOpen(label, 480, 360)}<defs>${defs}</defs>${R(0, 0, 480, 360, BG)}${E(240, 332, 210, 10, '#e2dbd0')}${body}</svg>`;
}

/** The shop's palette (client/styles/base.css): browns, cream and sand. */
const shop = {
  brown900: '#2b1d14',
  brown700: '#3b2417',
  brown500: '#7a4a26',
  cream: '#faf6f1',
  sand: '#efe6da',
  grey: '#6b6259',
};
/** Roasted beans, from medium to dark. */
const beanTones = ['#7a4a26', '#5e3820', '#4a2c19', '#3b2417', '#6b3f22'];

/** One coffee bean (its crease lighter), turned `angle` degrees. */
function bean(x: number, y: number, size: number, angle: number, tone: string): string {
  const rx = 13 * size;
  const ry = 18 * size;
  return `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${tone}"/><ellipse cx="${x - rx * 0.3}" cy="${y - ry * 0.35}" rx="${rx * 0.35}" ry="${ry * 0.3}" fill="#ffffff" opacity=".12"/><path d="M${x} ${y - ry * 0.85} C${x - rx * 0.55} ${y - ry * 0.25} ${x + rx * 0.55} ${y + ry * 0.25} ${x} ${y + ry * 0.85}" stroke="${shop.brown900}" stroke-width="${2.2 * size}" fill="none" opacity=".7"/></g>`;
}

/**
 * Page banners (the home hero, recipes, content pages): coffee on the shop's counter, in its own
 * browns and cream: an espresso machine, cups of coffee and roasted beans. The id varies the
 * arrangement (which side the machine stands, the cups, where the beans lie), not the colours.
 */
export function bannerSvg(id: number, label: string): string {
  const rnd = (() => {
    let h = (id * 2654435761) >>> 0;
    return () => {
      h = (h * 1103515245 + 12345) >>> 0;
      return h / 2 ** 32;
    };
  })();
  const mirrored = id % 2 === 1;
  const at = (x: number) => (mirrored ? 1200 - x : x);
  const steel = paintOf('steel', false);
  const white = paintOf('white', false, 'c');
  const defs = `${gradients('steel')}${gradients('white', 'c')}${STEEL}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shop.cream}"/><stop offset="1" stop-color="${shop.sand}"/></linearGradient><linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shop.brown500}"/><stop offset="1" stop-color="${shop.brown700}"/></linearGradient>`;
  // The machine at one end, a large cup and an espresso cup beside it, steam over them.
  const machine = `<g transform="translate(${at(190) - 125} 35) scale(.62)">${drawProduct('heat-exchanger', steel, {})}</g>`;
  const bigCup = `<g transform="translate(${at(470) - 95} 95) scale(.48)">${drawProduct('cappuccino-cup', white, {})}${inUse('cappuccino-cup', white, {})}</g>`;
  const smallCup = `<g transform="translate(${at(640) - 80} 128) scale(.4)">${drawProduct('espresso-cup', white, {})}</g>`;
  // Beans: a heap near the cups, a few strewn across the counter and the rest of the band.
  let beans = '';
  for (let i = 0; i < 26; i++) {
    const heap = i < 14;
    const x = heap ? 820 + rnd() * 160 + (i % 3) * 18 : 300 + rnd() * 880;
    const y = heap ? 250 - rnd() * 30 - (i % 4) * 6 : 262 + rnd() * 26;
    beans += bean(at(x), y, 0.75 + rnd() * 0.35, Math.round(rnd() * 180), beanTones[i % beanTones.length]!);
  }
  // A bag of beans on the far end, in kraft with the shop's brown label.
  const bag = `<g transform="translate(${at(1080) - 60} 110)"><path d="M8 0H112L120 150H0Z" fill="#c8a77a"/><path d="M8 0H112L114 18H6Z" fill="#a5865c"/><rect x="24" y="52" width="72" height="54" rx="6" fill="${shop.brown700}"/>${bean(60, 79, 0.9, 30, shop.sand)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${escapeHtml(label)}"><defs>${defs}</defs><rect width="1200" height="300" fill="url(#wall)"/><rect y="232" width="1200" height="68" fill="url(#counter)"/><rect y="232" width="1200" height="5" fill="${shop.brown900}" opacity=".35"/>${machine}${bag}${bigCup}${smallCup}${beans}</svg>`;
}

/** A one-page PDF manual with the product's name. */
export function manualPdf(title: string): Buffer {
  const safe = title.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (ch) => `\\${ch}`);
  const stream = `BT /F1 20 Tf 72 760 Td (${safe}) Tj 0 -30 Td /F1 12 Tf (Handleiding / Manual - demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
