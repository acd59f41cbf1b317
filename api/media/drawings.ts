/**
 * The product drawings: one recognisable drawing per product type, in a 400×400 box standing on a
 * floor at y 330. Each is plain SVG shapes in the product's colour (`k`), steel parts in steel.
 * Kept terse: every byte is sent with every product image.
 */

export type ProductType =
  | 'single-boiler'
  | 'heat-exchanger'
  | 'dual-boiler'
  | 'lever'
  | 'bean-to-cup'
  | 'commercial'
  | 'grinder'
  | 'hand-grinder'
  | 'filter-grinder'
  | 'commercial-grinder'
  | 'beans'
  | 'ground'
  | 'capsules'
  | 'pods'
  | 'filter-maker'
  | 'cold-brew'
  | 'dripper'
  | 'filter-papers'
  | 'gooseneck-kettle'
  | 'kettle'
  | 'milk-frother'
  | 'blender'
  | 'stand-mixer'
  | 'toaster'
  | 'tamper'
  | 'distributor'
  | 'milk-jug'
  | 'scale'
  | 'espresso-cup'
  | 'cappuccino-cup'
  | 'glass'
  | 'knock-box'
  | 'descaler'
  | 'tablets'
  | 'brush'
  | 'water-filter'
  | 'gasket'
  | 'shower-screen'
  | 'portafilter'
  | 'basket'
  | 'steam-wand';

/** The product's paint: `m` the body (a gradient), `s` its shade, `h` its highlight, `w` the handle. */
export interface Paint {
  m: string;
  s: string;
  h: string;
  /** handles and knobs: black, or wood for walnut and wood editions */
  w: string;
  /** the solid body colour (for gradients and packaging) */
  base: string;
  glass: boolean;
}

export interface Shape {
  /** espresso machines: number of groups; grinders: burr type */
  groups?: number;
  burr?: 'flat' | 'conical';
  milk?: boolean;
  /** 0.7–1.1: packs and jugs by their contents */
  scale?: number;
  bottomless?: boolean;
  wdt?: boolean;
  variant?: 'chemex' | 'aeropress';
}

// Steel, its dark edge, near-black, glass, coffee.
const ST = 'url(#s)';
const SD = '#7d858d';
const K = '#262626';
const GL = '#dce8ee';
const CO = '#4a2c1c';

const n = (v: number) => Math.round(v * 10) / 10;
export const R = (x: number, y: number, w: number, h: number, f: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${f}"/>`;
const C = (cx: number, cy: number, r: number, f: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${f}"/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, f: string) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="${f}"/>`;
const P = (d: string, f: string, extra = '') => `<path d="${d}" fill="${f}"${extra}/>`;
const L = (d: string, stroke: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const G = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** Scales a drawing about its foot (200, 330). */
const sized = (s: number | undefined, body: string) =>
  s && s !== 1 ? G(`translate(200 330) scale(${s}) translate(-200 -330)`, body) : body;

/** A glass vessel's fill: translucent. */
const glass = (d: string) => P(d, GL, ' fill-opacity=".75" stroke="#aab8c0" stroke-width="2"');

function gauge(x: number, y: number, r = 15) {
  return C(x, y, r + 3, ST) + C(x, y, r, '#fff') + L(`M${x} ${y}l${n(r * 0.55)} -${n(r * 0.5)}`, '#c33', 2);
}

/** The burr type, as a badge: flat burrs from above (a ring of teeth), conical ones from the side. */
export function burrBadge(burr: 'flat' | 'conical', x = 325, y = 85, r = 40) {
  const s = r / 40;
  const inner =
    burr === 'flat'
      ? C(0, 0, 30, ST) +
        `<circle r="22" fill="none" stroke="${SD}" stroke-width="9" stroke-dasharray="2.5 2.5"/>` +
        C(0, 0, 10, '#fff') +
        C(0, 0, 4, SD)
      : P('M-22 -24H22L12 26H-12Z', ST) + L('M-18 -14L14 -6M-16 -2L12 6M-14 10L10 16M-12 20L6 25', SD, 3.5);
  return G(
    `translate(${x} ${y}) scale(${n(s)})`,
    `${C(0, 0, 40, '#fff')}<circle r="38" fill="none" stroke="${SD}" stroke-width="3"/>${inner}`,
  );
}

function espressoBody(k: Paint, o: { gauges: number; display: boolean }) {
  return (
    R(95, 84, 210, 8, ST, 3) +
    L('M100 92V80H300V92', SD, 4) +
    R(95, 100, 210, 220, k.m, 8) +
    R(108, 112, 184, 10, k.s, 3) +
    // E61 group with its lever
    L('M200 152L186 118', ST, 7) +
    C(186, 116, 7, k.w) +
    R(177, 150, 46, 52, ST, 9) +
    R(168, 198, 64, 13, ST, 4) +
    R(172, 211, 56, 13, ST, 3) +
    L('M226 218L304 238', k.w, 13) +
    R(190, 224, 20, 9, SD, 2) +
    // steam and hot water wands with their knobs
    C(118, 150, 10, k.w) +
    L('M115 160V252Q115 264 125 268', ST, 6) +
    C(282, 150, 10, k.w) +
    L('M285 160V226', ST, 6) +
    (o.gauges === 2 ? gauge(140, 135) + gauge(260, 135) : gauge(250, 130, 17)) +
    R(108, 288, 184, 30, ST, 3) +
    L('M118 296H282M118 305H282', SD, 3) +
    (o.display ? R(180, 294, 40, 16, K, 3) + R(186, 299, 20, 6, '#5fd38a') : '') +
    R(105, 320, 22, 8, K, 2) +
    R(273, 320, 22, 8, K, 2)
  );
}

const drawings: Record<ProductType, (k: Paint, o: Shape) => string> = {
  'single-boiler': (k) =>
    R(120, 96, 160, 12, ST, 4) +
    R(125, 106, 150, 214, k.m, 10) +
    R(138, 120, 124, 28, k.s, 6) +
    C(165, 134, 6, K) +
    C(200, 134, 6, K) +
    C(235, 134, 6, '#e53') +
    R(176, 172, 48, 26, ST, 5) +
    R(172, 198, 56, 14, ST, 3) +
    L('M226 205L298 222', k.w, 12) +
    R(192, 212, 16, 9, SD, 2) +
    L('M125 165H110V252Q110 262 118 264', ST, 6) +
    R(132, 290, 136, 30, ST, 3) +
    L('M142 298H258M142 307H258', SD, 3) +
    R(132, 320, 20, 8, K, 2) +
    R(248, 320, 20, 8, K, 2),
  'heat-exchanger': (k) => espressoBody(k, { gauges: 1, display: false }),
  'dual-boiler': (k) => espressoBody(k, { gauges: 2, display: true }),
  lever: (k) =>
    P('M118 330L140 282H260L282 330Z', k.m) +
    R(150, 150, 100, 135, k.m, 12) +
    R(160, 160, 14, 115, k.h, 7) +
    E(200, 150, 52, 13, ST) +
    C(200, 132, 11, ST) +
    R(196, 118, 8, 8, ST) +
    gauge(172, 185, 11) +
    R(256, 118, 24, 74, ST, 5) +
    R(248, 188, 42, 46, ST, 7) +
    L('M268 124L334 38', k.w, 10) +
    C(268, 124, 8, SD) +
    C(336, 35, 10, k.w) +
    R(250, 234, 38, 12, ST, 3) +
    L('M286 240L346 252', k.w, 11) +
    L('M150 205H128V262', ST, 5),
  'bean-to-cup': (k, o) =>
    R(145, 76, 70, 16, k.s, 6) +
    R(125, 84, 150, 242, k.m, 18) +
    R(143, 102, 114, 44, K, 7) +
    R(153, 112, 58, 10, '#4aa3df', 2) +
    R(153, 128, 38, 6, '#888', 2) +
    C(237, 124, 7, '#ddd') +
    R(142, 160, 116, 140, k.s, 12) +
    R(178, 168, 44, 32, ST, 7) +
    R(186, 200, 9, 11, SD, 2) +
    R(205, 200, 9, 11, SD, 2) +
    R(140, 290, 120, 24, ST, 6) +
    L('M152 302H248', SD, 4, ' stroke-dasharray="3 6"') +
    (o.milk
      ? L('M304 226Q304 180 222 186', '#ccc', 3) +
        glass('M284 226H326V318Q326 324 320 324H290Q284 324 284 318Z') +
        R(286, 250, 38, 70, '#fbf8f2', 4) +
        R(280, 218, 50, 12, K, 4)
      : ''),
  commercial: (k, o) => {
    const g = o.groups ?? 2;
    let groups = '';
    for (let i = 0; i < g; i++) {
      const x = 60 + (280 * (i + 0.5)) / g;
      groups +=
        R(x - 15, 150, 30, 18, K, 4) +
        C(x, 159, 4, '#5fd38a') +
        R(x - 21, 186, 42, 22, ST, 5) +
        R(x - 19, 208, 38, 11, ST, 3) +
        L(`M${n(x + 17)} 214l28 12`, k.w, 10);
    }
    return (
      R(45, 112, 310, 20, ST, 4) +
      L('M52 112V98H348V112', SD, 4) +
      R(50, 132, 300, 170, k.m, 8) +
      R(50, 240, 300, 62, k.s) +
      groups +
      L('M66 180V276', ST, 6) +
      L('M334 180V276', ST, 6) +
      R(60, 286, 280, 14, ST, 3) +
      R(60, 302, 14, 26, ST) +
      R(326, 302, 14, 26, ST)
    );
  },
  grinder: (k) =>
    P('M148 72H252L236 150H164Z', GL, ' fill-opacity=".8"') +
    P('M160 124H240L236 150H164Z', CO) +
    C(185, 130, 4, '#6b4430') +
    C(206, 128, 4, '#6b4430') +
    C(222, 134, 4, '#6b4430') +
    R(144, 62, 112, 13, K, 6) +
    R(160, 148, 80, 16, ST, 3) +
    R(146, 162, 108, 124, k.m, 14) +
    R(180, 176, 40, 16, K, 3) +
    C(252, 210, 12, ST) +
    R(192, 226, 16, 14, SD, 2) +
    L('M170 256H230', ST, 6) +
    R(140, 284, 120, 40, k.s, 10),
  'commercial-grinder': (k) =>
    P('M120 40H280L250 140H150Z', GL, ' fill-opacity=".8"') +
    P('M140 100H260L250 140H150Z', CO) +
    R(116, 30, 168, 14, K, 6) +
    R(150, 138, 100, 18, ST, 3) +
    R(128, 154, 144, 140, k.m, 10) +
    R(160, 168, 80, 26, K, 4) +
    R(168, 176, 36, 9, '#4aa3df', 2) +
    R(188, 214, 24, 18, SD, 3) +
    L('M160 246H240', ST, 7) +
    R(120, 292, 160, 34, k.s, 8),
  'filter-grinder': (k) =>
    R(148, 98, 104, 16, k.s, 6) +
    R(140, 110, 120, 212, k.m, 16) +
    C(200, 152, 28, ST) +
    C(200, 152, 19, k.s) +
    R(197, 127, 6, 12, '#fff', 2) +
    R(188, 196, 24, 20, K, 4) +
    R(168, 232, 64, 78, ST, 7) +
    L('M232 250Q250 254 246 282', ST, 6),
  'hand-grinder': (k) =>
    R(194, 92, 12, 34, ST) +
    L('M200 98L282 78', k.w === K ? SD : k.w, 8) +
    R(272, 46, 18, 36, k.w, 8) +
    R(164, 120, 72, 18, ST, 5) +
    R(168, 136, 64, 118, k.m, 8) +
    L('M172 170H228M172 182H228M172 194H228', k.s, 4) +
    R(170, 254, 60, 74, k.s, 8) +
    R(170, 254, 60, 6, SD),
  beans: (k, o) =>
    sized(
      o.scale,
      P('M135 108H265L284 318Q200 332 116 318Z', k.m) +
        R(131, 96, 138, 18, k.s, 3) +
        L('M137 104H263', k.h, 3, ' stroke-dasharray="4 4"') +
        C(238, 140, 9, '#ddd') +
        C(238, 140, 3, '#999') +
        R(150, 178, 100, 100, '#f6f0e6', 8) +
        G(
          'rotate(-25 200 226)',
          E(200, 226, 19, 27, '#5b3a24') + L('M200 202C190 220 210 232 200 251', '#c89a6a', 4),
        ) +
        E(108, 324, 8, 11, '#5b3a24') +
        E(292, 322, 8, 11, '#6b4430'),
    ),
  ground: (k, o) =>
    sized(
      o.scale,
      P('M140 124L154 100H246L260 124Z', k.s) +
        R(140, 122, 120, 204, k.m, 4) +
        L('M148 108H252', k.h, 2) +
        R(152, 170, 96, 110, '#f6f0e6', 6) +
        P('M166 262Q200 208 234 262Z', '#5b3a24') +
        L('M176 252h2M196 238h2M214 248h2M204 256h2', '#8a6040', 3),
    ),
  capsules: (k, o) => {
    const cap = (x: number, y: number, c: string) =>
      G(`translate(${x} ${y})`, P('M0 8H44L36 40H8Z', c) + R(-3, 0, 50, 9, ST, 2));
    return sized(
      o.scale,
      R(108, 120, 184, 174, k.m, 6) +
        R(108, 120, 184, 22, k.s, 6) +
        R(126, 160, 148, 66, '#fff', 8) +
        cap(140, 174, k.h) +
        cap(178, 174, k.s) +
        cap(216, 174, K) +
        cap(122, 286, k.s) +
        cap(178, 286, k.h) +
        cap(234, 286, '#8a1f2e'),
    );
  },
  pods: (k, o) => {
    const pod = (x: number, y: number, c: string) => R(x, y, 56, 26, c, 10) + E(x + 28, y + 5, 26, 6, '#eee');
    return sized(
      o.scale,
      R(118, 112, 164, 180, k.m, 8) +
        R(118, 112, 164, 24, k.s, 8) +
        C(200, 200, 44, '#fff') +
        pod(172, 186, k.s) +
        pod(112, 296, k.h) +
        pod(172, 300, k.s) +
        pod(232, 296, '#6b4430'),
    );
  },
  'filter-maker': (k) =>
    R(108, 302, 188, 24, k.m, 6) +
    E(166, 302, 48, 6, K) +
    R(246, 96, 46, 210, k.m, 6) +
    glass('M160 70H288V148H160Z') +
    R(162, 110, 124, 36, '#9cc3da') +
    R(140, 146, 150, 12, k.s, 3) +
    P('M128 158H206L192 204H142Z', K) +
    glass('M130 218H202L216 298H116Z') +
    P('M123 256H209L216 298H116Z', CO) +
    R(127, 208, 78, 12, K, 4) +
    L('M206 228Q238 240 210 282', K, 6) +
    C(270, 292, 5, '#e33'),
  'cold-brew': (k) =>
    glass('M150 112Q150 102 160 102H240Q250 102 250 112V316Q250 326 240 326H160Q150 326 150 316Z') +
    R(153, 196, 94, 127, '#3b2418', 14) +
    R(178, 96, 44, 170, '#cdd3d7', 6) +
    R(182, 190, 36, 72, CO, 4) +
    R(158, 76, 84, 26, k.m, 6) +
    L('M250 140Q282 150 276 200Q272 236 250 244', k.m, 10),
  dripper: (k, o) => {
    const server =
      glass('M158 262H242L254 326H146Z') + P('M152 294H248L254 326H146Z', CO) + R(154, 256, 92, 8, K, 3);
    if (o.variant === 'chemex')
      return (
        glass('M148 88H252L210 200L256 326H144L190 200Z') +
        P('M168 272H232L246 322H154Z', CO) +
        P('M178 182H222L214 214H186Z', '#9a6a3e') +
        L('M185 198H215', '#5a3a1e', 4)
      );
    if (o.variant === 'aeropress')
      return (
        R(168, 64, 64, 22, k.s, 4) +
        R(174, 80, 52, 70, k.m, 4) +
        glass('M160 150H240V250H160Z') +
        R(162, 214, 76, 34, CO) +
        R(150, 248, 100, 12, k.s, 4) +
        server
      );
    return (
      P('M128 126H272L216 246H184Z', k.m) +
      L('M150 134L196 238M174 134L200 238M226 134L204 238M250 134L208 238', k.s, 3) +
      R(122, 118, 156, 12, k.m, 4) +
      L('M268 142Q306 146 292 186', k.m, 11) +
      R(164, 244, 72, 12, k.m, 4) +
      server
    );
  },
  'filter-papers': (k) => {
    const fan = (r: number, dy: number) =>
      G(
        `rotate(${r} 200 310) translate(0 ${dy})`,
        P('M200 310L106 140A190 190 0 0 1 294 140Z', k.base, ' stroke="#cfc4b1" stroke-width="2"'),
      );
    return (
      fan(-16, 0) +
      fan(-6, 0) +
      fan(6, 0) +
      L('M200 310L200 130', '#cfc4b1', 2, ' stroke-dasharray="6 6"') +
      L('M112 150A190 190 0 0 1 288 150', '#cfc4b1', 3)
    );
  },
  'gooseneck-kettle': (k) =>
    R(118, 300, 172, 26, K, 8) +
    R(148, 307, 36, 12, '#111', 2) +
    R(152, 310, 20, 6, '#ff6a3d') +
    C(262, 313, 7, '#999') +
    P('M142 300L152 188Q200 172 248 188L258 300Z', k.m) +
    E(200, 186, 50, 10, k.s) +
    C(200, 172, 9, K) +
    L('M249 200Q300 198 292 244Q286 276 258 282', K, 12) +
    L('M148 286Q100 282 100 224Q100 176 66 152', k.m, 9),
  kettle: (k) =>
    R(118, 304, 164, 22, K, 8) +
    P('M140 304L152 142H248L262 304Z', k.m) +
    R(228, 170, 12, 112, '#b9d6e6', 5) +
    P('M154 148L114 126L124 162Z', k.m) +
    L('M248 152Q302 150 302 204Q302 262 260 272', K, 14) +
    R(160, 128, 80, 16, k.s, 6) +
    R(188, 118, 24, 12, K, 4),
  'milk-frother': (k) =>
    R(150, 300, 100, 26, K, 10) +
    C(200, 313, 6, '#3a8ee6') +
    R(160, 140, 80, 162, k.m, 14) +
    R(168, 150, 12, 140, k.h, 6) +
    R(154, 126, 92, 20, K, 8) +
    P('M240 136L262 124L244 146Z', k.m) +
    L('M240 170Q270 172 268 210Q266 244 240 250', k.m, 10),
  blender: (k) =>
    glass('M150 252L134 90H266L250 252Z') +
    P('M146 200L142 170H258L254 200L250 252H150Z', '#c8e08a') +
    L('M176 238H224M200 228V248', SD, 5) +
    R(128, 76, 144, 18, K, 6) +
    L('M266 110Q300 112 296 170Q294 214 258 222', K, 11) +
    P('M138 330L150 250H250L262 330Z', k.m) +
    C(200, 292, 15, ST) +
    C(200, 292, 5, K),
  'stand-mixer': (k) =>
    P('M108 326Q108 302 132 300H278Q302 302 302 326Z', k.m) +
    P('M238 300L248 150H292L298 300Z', k.m) +
    P('M118 124Q110 162 140 176H292Q314 160 302 122Q292 98 200 98Q130 98 118 124Z', k.m) +
    R(130, 116, 170, 8, k.h, 4) +
    C(272, 150, 6, ST) +
    L('M192 176V238', ST, 8) +
    P('M140 232H262L246 296H156Z', ST) +
    R(134, 224, 134, 10, ST, 4),
  toaster: (k) =>
    R(142, 120, 44, 60, '#d9a760', 10) +
    R(214, 120, 44, 60, '#d9a760', 10) +
    R(108, 164, 184, 156, k.m, 32) +
    R(120, 176, 160, 10, k.h, 5) +
    R(290, 214, 22, 10, K, 3) +
    C(200, 262, 11, ST) +
    R(124, 318, 26, 8, K, 2) +
    R(250, 318, 26, 8, K, 2),
  tamper: (k) =>
    P('M178 156Q164 86 200 86Q236 86 222 156Z', k.w === K ? k.m : k.w) +
    R(188, 154, 24, 36, ST, 4) +
    R(130, 188, 140, 56, ST, 8) +
    L('M136 212H264', SD, 3) +
    E(200, 244, 70, 8, SD),
  distributor: (k, o) =>
    o.wdt
      ? R(182, 70, 36, 140, k.w === K ? k.m : k.w, 16) +
        R(186, 206, 28, 14, ST, 3) +
        L('M188 220L176 316M196 220L192 318M204 220L208 318M212 220L224 316', SD, 2)
      : R(150, 176, 100, 36, k.m, 12) +
        R(160, 188, 80, 8, k.h, 4) +
        R(126, 210, 148, 58, ST, 10) +
        L('M146 268V282M176 268V284M224 268V284M254 268V282', SD, 6) +
        E(200, 288, 72, 8, SD),
  'milk-jug': (k, o) =>
    sized(
      o.scale,
      P('M146 132H254L266 298Q266 320 244 320H156Q134 320 134 298Z', k.m) +
        P('M146 132L102 112L140 166Z', k.m) +
        R(176, 138, 12, 170, k.h, 6) +
        L('M256 162Q310 168 300 230Q292 266 262 272', k.m, 12) +
        L('M226 200H244M226 230H244M226 260H244', k.s, 3),
    ),
  scale: (k) =>
    R(98, 232, 204, 22, k.s, 9) +
    R(88, 250, 224, 60, k.m, 12) +
    R(160, 264, 80, 30, '#111', 4) +
    `<text x="200" y="286" font-family="monospace" font-size="20" text-anchor="middle" fill="#7fe0a0">18.0</text>` +
    C(120, 279, 6, '#888') +
    C(280, 279, 6, '#888'),
  'espresso-cup': (k) =>
    E(200, 306, 96, 16, k.s) +
    E(200, 300, 70, 10, k.m) +
    P('M146 206H254L246 278Q240 300 200 300Q160 300 154 278Z', k.m) +
    E(200, 206, 54, 10, k.h) +
    E(200, 208, 46, 7, '#9a6038') +
    L('M252 226Q288 228 282 256Q278 272 248 268', k.m, 10),
  'cappuccino-cup': (k) =>
    E(200, 310, 118, 16, k.s) +
    E(200, 304, 92, 11, k.m) +
    P('M112 176H288Q288 300 200 300Q112 300 112 176Z', k.m) +
    E(200, 176, 88, 16, k.h) +
    E(200, 178, 80, 12, '#c9955e') +
    P('M200 190C178 178 186 166 200 174C214 166 222 178 200 190Z', '#f7efe2') +
    L('M282 202Q326 206 314 244Q306 268 272 260', k.m, 11),
  glass: (k) =>
    glass('M152 130H248L242 318Q242 326 234 326H166Q158 326 158 318Z') +
    P('M164 270H236L234 314H166Z', '#3a2216') +
    P('M162 200H238L236 270H164Z', '#c9955e') +
    P('M160 160H240L238 200H162Z', '#f4ead8') +
    L('M166 140L172 312', '#fff', 4, ' opacity=".6"') +
    (k.base === GL ? '' : R(152, 122, 96, 10, k.m, 4)),
  'knock-box': (k) =>
    E(160, 178, 26, 10, '#3a2216') +
    E(216, 172, 28, 11, '#4a2c1c') +
    P('M118 172H282L270 322H130Z', k.m) +
    R(118, 172, 164, 14, k.s, 4) +
    R(106, 150, 188, 16, K, 8) +
    R(112, 150, 12, 40, K, 4) +
    R(276, 150, 12, 40, K, 4),
  descaler: (k) =>
    R(160, 140, 80, 184, k.m, 16) +
    R(182, 104, 36, 40, k.m, 4) +
    R(176, 86, 48, 24, K, 6) +
    R(168, 186, 64, 92, '#fff', 6) +
    P('M200 204Q220 232 200 252Q180 232 200 204Z', '#3a8ee6') +
    R(170, 150, 10, 160, k.h, 5),
  tablets: (k) =>
    R(142, 148, 116, 172, k.m, 12) +
    R(136, 128, 128, 30, K, 10) +
    R(154, 196, 92, 74, '#fff', 6) +
    C(200, 232, 20, '#e8e8e8') +
    L('M188 232H212', '#bbb', 3) +
    E(110, 318, 18, 7, '#f4f4f4') +
    E(110, 311, 18, 7, '#fff') +
    E(292, 318, 18, 7, '#fff'),
  brush: (k) =>
    G(
      'rotate(-38 200 210)',
      R(70, 198, 180, 24, k.w === K ? k.m : k.w, 12) +
        C(84, 210, 5, '#fff') +
        R(246, 186, 70, 48, K, 6) +
        L('M252 234V262M264 234V264M276 234V264M288 234V264M300 234V262M312 234V260', '#c9a070', 5),
    ),
  'water-filter': (k) =>
    R(168, 82, 64, 34, '#3a8ee6', 8) +
    R(160, 112, 80, 200, k.m, 14) +
    R(160, 160, 80, 22, '#3a8ee6') +
    R(170, 120, 10, 180, k.h, 5) +
    R(186, 310, 28, 18, SD, 3),
  gasket: (k) =>
    P(
      'M80 218A120 56 0 1 0 320 218A120 56 0 1 0 80 218ZM124 212A76 32 0 1 0 276 212A76 32 0 1 0 124 212Z',
      k.s,
      ' fill-rule="evenodd"',
    ) +
    P(
      'M80 200A120 56 0 1 0 320 200A120 56 0 1 0 80 200ZM124 196A76 32 0 1 0 276 196A76 32 0 1 0 124 196Z',
      k.m,
      ' fill-rule="evenodd"',
    ),
  'shower-screen': () =>
    `<defs><pattern id="h" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.8" fill="#555"/></pattern></defs>` +
    C(200, 200, 118, SD) +
    C(200, 200, 112, ST) +
    C(200, 200, 92, 'url(#h)') +
    C(200, 200, 16, ST) +
    L('M192 200H208', SD, 4),
  portafilter: (k, o) =>
    L('M240 196L352 224', k.w, 18) +
    C(354, 225, 10, k.w === K ? SD : k.w) +
    R(88, 160, 164, 12, ST, 4) +
    P('M100 170H240L228 230H112Z', ST) +
    L('M108 190H232', SD, 3) +
    (o.bottomless
      ? E(170, 232, 54, 7, SD) + L('M130 232H210', '#333', 3, ' stroke-dasharray="2 4"')
      : P('M146 230H194L188 248H152Z', SD) + R(150, 248, 10, 14, SD, 2) + R(180, 248, 10, 14, SD, 2)),
  basket: () =>
    P('M92 150L116 282Q200 304 284 282L308 150Z', ST) +
    L('M98 186Q200 210 302 186', SD, 4) +
    E(200, 150, 110, 26, SD) +
    E(200, 152, 96, 20, '#aeb4ba') +
    L('M150 156H250M140 150H260M160 144H240', '#555', 2, ' stroke-dasharray="2 5"'),
  'steam-wand': (k) =>
    L('M122 86V196Q122 256 182 288L252 322', ST, 14) +
    C(122, 100, 15, ST) +
    R(100, 56, 44, 34, k.w, 8) +
    C(255, 324, 9, SD) +
    C(253, 323, 2.5, K),
};

/** What is shown up close in the detail view (the drawing's centre of interest). */
export const focusOf: Record<ProductType, [number, number]> = {
  'single-boiler': [205, 200],
  'heat-exchanger': [210, 170],
  'dual-boiler': [200, 160],
  lever: [270, 190],
  'bean-to-cup': [200, 140],
  commercial: [140, 190],
  grinder: [200, 200],
  'hand-grinder': [220, 100],
  'filter-grinder': [200, 160],
  'commercial-grinder': [200, 180],
  beans: [200, 160],
  ground: [200, 230],
  capsules: [200, 300],
  pods: [200, 300],
  'filter-maker': [170, 200],
  'cold-brew': [200, 110],
  dripper: [200, 160],
  'filter-papers': [200, 180],
  'gooseneck-kettle': [110, 220],
  kettle: [250, 190],
  'milk-frother': [200, 300],
  blender: [200, 290],
  'stand-mixer': [200, 240],
  toaster: [200, 160],
  tamper: [200, 220],
  distributor: [200, 270],
  'milk-jug': [130, 140],
  scale: [200, 278],
  'espresso-cup': [200, 210],
  'cappuccino-cup': [200, 180],
  glass: [200, 200],
  'knock-box': [200, 170],
  descaler: [200, 230],
  tablets: [200, 230],
  brush: [280, 180],
  'water-filter': [200, 130],
  gasket: [140, 210],
  'shower-screen': [200, 200],
  portafilter: [170, 230],
  basket: [200, 160],
  'steam-wand': [250, 320],
};

/** Where a product is used, added in the "in use" view: a cup under the spout, grounds falling… */
export function inUse(type: ProductType, k: Paint, o: Shape = {}): string {
  const cup = (x: number, y: number) =>
    P(`M${x - 20} ${y}h40l-5 30q-15 8-30 0z`, '#fff', ' stroke="#ccc" stroke-width="2"') +
    E(x, y + 2, 18, 4, '#9a6038');
  const steam = (x: number, y: number) =>
    L(`M${x} ${y}c-10-18 10-24 0-42M${x + 16} ${y}c-10-18 10-24 0-42`, '#b9b2a8', 4, ' opacity=".8"');
  const stream = (x: number, y1: number, y2: number) => L(`M${x} ${y1}V${y2}`, '#6b3f22', 4);
  switch (type) {
    case 'single-boiler':
    case 'heat-exchanger':
    case 'dual-boiler':
      return stream(200, 232, 262) + cup(200, 262) + steam(186, 250);
    case 'lever':
      return stream(269, 252, 290) + cup(269, 290);
    case 'bean-to-cup':
      return stream(200, 212, 262) + cup(200, 262);
    case 'commercial': {
      const x = 60 + 140 / (o.groups ?? 2);
      return stream(x, 226, 254) + cup(x, 254) + steam(x - 12, 246);
    }
    case 'grinder':
    case 'commercial-grinder':
    case 'filter-grinder':
      return L('M200 236V262', '#5b3a24', 6, ' stroke-dasharray="2 3"') + E(200, 262, 22, 6, '#5b3a24');
    case 'hand-grinder':
      return (
        L('M282 78L240 40', '#b9b2a8', 3, ' stroke-dasharray="4 6"') + P('M232 40l-10 2 6-8z', '#b9b2a8')
      );
    case 'gooseneck-kettle':
      return L('M66 152Q52 200 58 320', '#8fc1de', 4) + steam(190, 150);
    case 'kettle':
    case 'milk-frother':
      return steam(190, 110);
    case 'filter-maker':
    case 'dripper':
      return L('M168 206V250', '#6b3f22', 4, ' stroke-dasharray="3 5"');
    case 'scale':
      return cup(200, 196) + L('M200 150V196', '#8fc1de', 3, ' stroke-dasharray="4 6"');
    case 'beans':
    case 'ground':
    case 'capsules':
    case 'pods':
      return cup(320, 292) + steam(310, 280);
    case 'espresso-cup':
    case 'cappuccino-cup':
    case 'glass':
      return steam(186, 160);
    case 'tamper':
    case 'distributor':
      return E(200, 332, 90, 10, '#5b3a24');
    case 'milk-jug':
      return P('M140 132Q200 100 254 132Z', '#fbf8f2') + steam(196, 110);
    default:
      return cup(330, 292) + steam(320, 280) + E(200, 332, 150, 6, k.s);
  }
}

export function drawProduct(type: ProductType, k: Paint, o: Shape): string {
  return drawings[type](k, o);
}

export const productTypes = Object.keys(drawings) as ProductType[];
