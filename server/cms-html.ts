/**
 * The storefront does not trust the shop API's HTML (decision 022): CMS fields that pages render
 * as HTML (a page's `content`, a product's `description`, the shop's 404 `content`) are sanitised
 * here with sanitize-html against an allow-list fit for shop content, before any page renders them.
 * Applied to the API's answers in one place for each way they reach a page:
 * - the server's API client (server render, the data cache holds sanitised answers);
 * - the /api proxy (client-side navigation fetches the same answers from the browser).
 * Only the server imports this module: the sanitiser never reaches the browser bundle.
 *
 * Texts rendered as text (a page's `intro`) lose their tags; media URLs keep http(s) or local
 * paths only; colour schemes keep only plain colour values, because they become CSS custom
 * properties in a style attribute.
 */
import sanitizeHtml from 'sanitize-html';

/** Tags whose content goes too when the tag goes: never shown as text. */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
];

const safeTarget = new Set(['_blank', '_self']);

const htmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'code',
    'pre',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    blockquote: ['cite'],
    q: ['cite'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    '*': ['lang', 'dir'],
  },
  // Classes only from the CMS's own namespace (never the storefront's: no look-alike buttons or dialogs).
  allowedClasses: { '*': ['cms-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      const target = out.target?.toLowerCase();
      if (target === undefined || !safeTarget.has(target)) delete out.target;
      else out.target = target;
      // A new window must not get a handle on ours (reverse tabnabbing), nor our URL as referrer.
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else if (out.rel !== undefined) out.rel = keepRel(out.rel);
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' };
      for (const size of ['width', 'height'] as const) {
        if (out[size] !== undefined && !/^\d{1,5}$/.test(out[size])) delete out[size];
      }
      return { tagName, attribs: out };
    },
  },
};

/** rel values a CMS link may carry (no `opener`, nothing unknown). */
function keepRel(rel: string): string {
  const allowed = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external']);
  return rel
    .toLowerCase()
    .split(/\s+/)
    .filter((r) => allowed.has(r))
    .join(' ');
}

/** CMS HTML reduced to the allow-list: safe to render with dangerouslySetInnerHTML. */
export function sanitizeCmsHtml(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, htmlOptions);
}

const textOptions: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: droppedWithContent,
};

/** CMS text that may carry markup, as plain text (React escapes it when rendering). */
export function cmsText(value: string): string {
  if (!value) return '';
  // Block ends and line breaks become spaces, so `<p>a</p><p>b</p>` reads "a b".
  const spaced = value.replace(/<\/(p|div|li|h[1-6]|td|th|tr|dd|dt|blockquote)\s*>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, textOptions)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A media URL the storefront may put in `src`: a local path or http(s); anything else is null. */
export function safeMediaUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (/^\/(?![/\\])/.test(url)) return /[\s\\]/.test(url) ? null : url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Colour values that cannot break out of a CSS declaration: #hex, rgb()/hsl() with numbers, a name. */
const safeColour =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.]+%?(\s*,\s*|\s+)[\d.]+%?(\s*,\s*|\s+)[\d.]+%?(\s*[,/]\s*[\d.]+%?)?\s*\)|[a-z]{3,20})$/i;
const safeElement = /^[a-z][a-z0-9_-]{0,30}$/;

interface SchemeLike {
  title?: unknown;
  details?: unknown;
}

/** A colour scheme whose details become CSS custom properties: only plain names and colours stay. */
export function safeColourScheme(scheme: unknown): unknown {
  if (!scheme || typeof scheme !== 'object') return scheme ?? null;
  const s = scheme as SchemeLike;
  const details = Array.isArray(s.details) ? s.details : [];
  return {
    ...s,
    details: details.filter(
      (d): d is { element: string; color: string } =>
        !!d &&
        typeof d === 'object' &&
        typeof (d as { element?: unknown }).element === 'string' &&
        typeof (d as { color?: unknown }).color === 'string' &&
        safeElement.test((d as { element: string }).element) &&
        safeColour.test((d as { color: string }).color.trim()),
    ),
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

function cleanPage(page: unknown): void {
  if (!isObject(page)) return;
  if (typeof page.content === 'string') page.content = sanitizeCmsHtml(page.content);
  if (typeof page.intro === 'string') page.intro = cmsText(page.intro);
  if ('image' in page) page.image = safeMediaUrl(page.image);
  if ('colour_scheme' in page) page.colour_scheme = safeColourScheme(page.colour_scheme);
}

function cleanProduct(answer: unknown): void {
  const product = isObject(answer) && isObject(answer.data) ? answer.data.product : undefined;
  if (!isObject(product)) return;
  if (typeof product.description === 'string') product.description = sanitizeCmsHtml(product.description);
  if ('colour_scheme' in product) product.colour_scheme = safeColourScheme(product.colour_scheme);
}

function cleanShopInfo(answer: unknown): void {
  const page404 = isObject(answer) && isObject(answer.data) ? answer.data.page404 : undefined;
  if (isObject(page404) && typeof page404.content === 'string') {
    page404.content = sanitizeCmsHtml(page404.content);
  }
}

/**
 * Which answers carry CMS HTML, by the API path (lower case, without query or trailing slash, as
 * Express matches routes case-insensitively): pages (one or a list), one product, shop info.
 */
export function cmsRoute(path: string): 'pages' | 'page' | 'product' | 'shopInfo' | null {
  const p = path.split('?')[0]!.toLowerCase().replace(/\/+$/, '');
  if (p === '/api/pages') return 'pages';
  if (/^\/api\/pages\/[^/]+$/.test(p)) return 'page';
  if (/^\/api\/products\/[^/]+$/.test(p)) return 'product';
  if (p === '/api/shopinfo') return 'shopInfo';
  return null;
}

/** Sanitises, in place, the CMS fields of a parsed API answer for `path`; returns it. */
export function sanitizeCmsAnswer<T>(path: string, answer: T): T {
  switch (cmsRoute(path)) {
    case 'pages':
      if (isObject(answer) && Array.isArray(answer.data)) for (const page of answer.data) cleanPage(page);
      break;
    case 'page':
      if (isObject(answer)) cleanPage(answer.data);
      break;
    case 'product':
      cleanProduct(answer);
      break;
    case 'shopInfo':
      cleanShopInfo(answer);
      break;
  }
  return answer;
}
