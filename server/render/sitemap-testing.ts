/**
 * Reading sitemaps in tests: a well-formedness check strict enough for the sitemap's XML, the
 * `<url>` elements of a file, and every URL of a shop's sitemap (the index, then each child).
 * Imported by *.test.ts files only.
 */
import request from 'supertest';

/**
 * One declaration, properly nested and closed elements, quoted attributes, no raw `<` or stray `&`
 * in text or attribute values, one root element.
 */
export function assertWellFormedXml(xml: string): void {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')) throw new Error('no XML declaration');
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  let roots = 0;
  let m: RegExpExecArray | null;
  let at = 0;
  token.lastIndex = 0;
  // biome-ignore lint/suspicious/noAssignInExpressions: a tokenizer loop
  while ((m = token.exec(body))) {
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      if (entity.test(text)) throw new Error(`stray & in text near ${text.slice(0, 40)}`);
      if (!stack.length && text.trim()) throw new Error('text outside the root element');
      continue;
    }
    if (attrs && entity.test(attrs)) throw new Error(`stray & in attributes of <${name}>`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
  }
  if (at !== body.length) throw new Error(`unparseable XML at ${body.slice(at, at + 60)}`);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
}

export interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e]!);

/** The `<url>` elements of a urlset. */
export function parseUrls(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner]) => ({
    loc: unescapeXml(/<loc>(.*?)<\/loc>/.exec(inner!)![1]!),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner!)?.[1],
    alternates: Object.fromEntries(
      [...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, unescapeXml(href!)],
      ),
    ),
  }));
}

/** The `<loc>`s of a sitemap index. */
export const indexLocs = (xml: string): string[] =>
  [...xml.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map((m) => unescapeXml(m[1]!));

/** Every child of the shop's sitemap index at `baseUrl`, fetched and checked; answers the texts by path. */
export async function fetchSitemap(baseUrl: string, publicUrl: string) {
  const index = await request(baseUrl).get('/sitemap.xml').expect(200);
  assertWellFormedXml(index.text);
  const children = new Map<string, string>();
  for (const loc of indexLocs(index.text)) {
    if (!loc.startsWith(`${publicUrl}/`)) throw new Error(`${loc} is not under ${publicUrl}`);
    const path = loc.slice(publicUrl.length);
    const child = await request(baseUrl).get(path).expect(200);
    assertWellFormedXml(child.text);
    children.set(path, child.text);
  }
  return { index: index.text, children, urls: [...children.values()].flatMap(parseUrls) };
}
