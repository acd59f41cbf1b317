/** Deterministic product, category and page images: a stylised drawing in colours derived from the id. */
import { escapeHtml } from '../lib/text.ts';

export type Drawing =
  | 'machine'
  | 'grinder'
  | 'bag'
  | 'capsule'
  | 'cup'
  | 'kettle'
  | 'part'
  | 'tool'
  | 'scale';

function palette(id: number, n: number) {
  const hue = (id * 47 + n * 83) % 360;
  return {
    bg: `hsl(${hue} 35% 94%)`,
    main: `hsl(${hue} 45% 38%)`,
    dark: `hsl(${(hue + 20) % 360} 30% 20%)`,
    light: `hsl(${(hue + 40) % 360} 60% 75%)`,
    metal: '#b8bcc2',
  };
}

const shapes: Record<Drawing, (c: ReturnType<typeof palette>) => string> = {
  machine: (c) => `
    <rect x="90" y="90" width="220" height="230" rx="14" fill="${c.main}"/>
    <rect x="105" y="105" width="190" height="40" rx="6" fill="${c.metal}"/>
    <circle cx="150" cy="180" r="18" fill="${c.light}"/><circle cx="250" cy="180" r="18" fill="${c.light}"/>
    <rect x="170" y="210" width="60" height="22" rx="4" fill="${c.dark}"/>
    <rect x="130" y="226" width="110" height="12" rx="6" fill="${c.dark}"/>
    <rect x="160" y="280" width="80" height="12" rx="2" fill="${c.metal}"/>
    <rect x="80" y="320" width="240" height="14" rx="4" fill="${c.dark}"/>`,
  grinder: (c) => `
    <path d="M150 70 L250 70 L230 150 L170 150 Z" fill="${c.light}" opacity="0.9"/>
    <rect x="140" y="150" width="120" height="150" rx="12" fill="${c.main}"/>
    <circle cx="200" cy="200" r="22" fill="${c.metal}"/>
    <rect x="175" y="250" width="50" height="30" rx="4" fill="${c.dark}"/>
    <rect x="120" y="300" width="160" height="24" rx="6" fill="${c.dark}"/>`,
  bag: (c) => `
    <path d="M130 90 L270 90 L290 320 L110 320 Z" fill="${c.main}"/>
    <rect x="130" y="80" width="140" height="20" rx="3" fill="${c.dark}"/>
    <rect x="150" y="170" width="100" height="70" rx="8" fill="${c.bg}"/>
    <ellipse cx="200" cy="205" rx="22" ry="30" fill="${c.dark}"/>
    <path d="M200 178 C190 195 210 215 200 232" stroke="${c.light}" stroke-width="4" fill="none"/>`,
  capsule: (c) => `
    <path d="M130 160 L270 160 L250 280 L150 280 Z" fill="${c.main}"/>
    <rect x="115" y="145" width="170" height="20" rx="6" fill="${c.metal}"/>
    <circle cx="200" cy="220" r="20" fill="${c.light}"/>`,
  cup: (c) => `
    <path d="M120 160 L280 160 L260 300 L140 300 Z" fill="${c.main}"/>
    <path d="M280 190 C330 190 330 260 270 262" stroke="${c.main}" stroke-width="14" fill="none"/>
    <ellipse cx="200" cy="315" rx="120" ry="14" fill="${c.dark}"/>
    <path d="M170 130 C160 110 185 100 175 80 M215 130 C205 110 230 100 220 80" stroke="${c.light}" stroke-width="6" fill="none"/>`,
  kettle: (c) => `
    <path d="M130 150 C130 120 270 120 270 150 L290 300 L110 300 Z" fill="${c.main}"/>
    <path d="M270 170 C330 170 330 270 280 275" stroke="${c.dark}" stroke-width="14" fill="none"/>
    <path d="M130 190 L80 140" stroke="${c.main}" stroke-width="16" stroke-linecap="round"/>
    <rect x="180" y="105" width="40" height="20" rx="6" fill="${c.dark}"/>
    <rect x="100" y="300" width="200" height="18" rx="6" fill="${c.dark}"/>`,
  part: (c) => `
    <circle cx="200" cy="200" r="110" fill="${c.main}"/>
    <circle cx="200" cy="200" r="70" fill="${c.bg}"/>
    <circle cx="200" cy="200" r="95" fill="none" stroke="${c.light}" stroke-width="6" stroke-dasharray="10 8"/>`,
  tool: (c) => `
    <rect x="185" y="70" width="30" height="150" rx="14" fill="${c.dark}"/>
    <rect x="130" y="220" width="140" height="30" rx="6" fill="${c.metal}"/>
    <rect x="120" y="250" width="160" height="50" rx="10" fill="${c.main}"/>`,
  scale: (c) => `
    <rect x="90" y="180" width="220" height="100" rx="16" fill="${c.main}"/>
    <rect x="110" y="160" width="180" height="24" rx="8" fill="${c.dark}"/>
    <rect x="150" y="215" width="100" height="36" rx="4" fill="${c.bg}"/>
    <text x="200" y="241" font-family="monospace" font-size="22" text-anchor="middle" fill="${c.dark}">18.0g</text>`,
};

export function drawingSvg(kind: Drawing, id: number, n: number, label: string): string {
  const c = palette(id, n);
  const tilt = ((id * 7 + n * 13) % 9) - 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeHtml(label)}">
  <rect width="400" height="400" fill="${c.bg}"/>
  <circle cx="${320 - (id % 5) * 10}" cy="${80 + (n % 3) * 10}" r="40" fill="${c.light}" opacity="0.35"/>
  <g transform="rotate(${tilt} 200 200)">${shapes[kind](c)}</g>
</svg>`;
}

/** Category and page banners: a wide band with coffee beans. */
export function bannerSvg(id: number, label: string): string {
  const c = palette(id, 0);
  const beans = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + i * 150 + ((id * (i + 3)) % 40);
    const y = 90 + ((id * (i + 5)) % 100);
    return `<g transform="rotate(${(id * (i + 1) * 17) % 180} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="34" ry="46" fill="${c.main}"/><path d="M${x} ${y - 40} C${x - 14} ${y - 10} ${x + 14} ${y + 10} ${x} ${y + 40}" stroke="${c.light}" stroke-width="5" fill="none"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${escapeHtml(label)}">
  <rect width="1200" height="300" fill="${c.bg}"/>${beans}
</svg>`;
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
