/** The CMS HTML allow-list: what shop content keeps, and XSS payloads that must not survive. */
import { describe, expect, it } from 'vitest';
import {
  cmsRoute,
  cmsText,
  safeColourScheme,
  safeMediaUrl,
  sanitizeCmsAnswer,
  sanitizeCmsHtml,
} from './cms-html.ts';

/** Nothing in the output can run script: no script/svg/iframe element, no handler, no script URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|svg|math|iframe|object|embed|style|base|meta|link|form|input)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toContain('__xss');
}

describe('CMS HTML: shop content survives', () => {
  it('keeps headings, paragraphs, lists, emphasis, tables and figures', () => {
    const html =
      '<h2>Levertijd</h2><p>Voor <strong>17:00</strong> besteld, <em>morgen</em> in huis.</p>' +
      '<ul><li>Een</li><li>Twee</li></ul><ol start="3"><li>Drie</li></ol>' +
      '<table><caption>Kosten</caption><thead><tr><th scope="col">Land</th></tr></thead>' +
      '<tbody><tr><td colspan="2">NL</td></tr></tbody></table>' +
      '<figure><img src="/api/media/pages/1.svg" alt="Showroom" width="640" height="360"><figcaption>Onze showroom</figcaption></figure>' +
      '<blockquote>Goede koffie</blockquote><hr><p>Regel<br>twee</p>';
    const out = sanitizeCmsHtml(html);
    for (const kept of [
      '<h2>Levertijd</h2>',
      '<strong>17:00</strong>',
      '<em>morgen</em>',
      '<ul><li>Een</li><li>Twee</li></ul>',
      '<ol start="3">',
      '<caption>Kosten</caption>',
      '<th scope="col">Land</th>',
      '<td colspan="2">NL</td>',
      '<figcaption>Onze showroom</figcaption>',
      '<blockquote>Goede koffie</blockquote>',
      '<hr />',
      'Regel<br />twee',
    ]) {
      expect(out).toContain(kept);
    }
    expect(out).toContain(
      '<img src="/api/media/pages/1.svg" alt="Showroom" width="640" height="360" loading="lazy" decoding="async" />',
    );
  });

  it('keeps links with safe schemes; a new window gets rel="noopener noreferrer"', () => {
    const out = sanitizeCmsHtml(
      '<a href="/contact">Contact</a> <a href="tel:+31302001234">Bel</a> <a href="mailto:info@koffiedemo.nl">Mail</a> ' +
        '<a href="https://www.youtube.com/@koffiedemo" target="_blank">YouTube</a> ' +
        '<a href="https://example.com" target="_blank" rel="opener">x</a> <a href="/a" target="top">y</a>',
    );
    expect(out).toContain('<a href="/contact">Contact</a>');
    expect(out).toContain('<a href="tel:+31302001234">Bel</a>');
    expect(out).toContain('<a href="mailto:info@koffiedemo.nl">Mail</a>');
    expect(out).toContain(
      '<a href="https://www.youtube.com/@koffiedemo" target="_blank" rel="noopener noreferrer">YouTube</a>',
    );
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(out).toContain('<a href="/a">y</a>');
    expect(out).not.toContain('opener"');
  });

  it('escapes text and leaves plain content as it was', () => {
    expect(sanitizeCmsHtml('<p>Melk &amp; suiker, 3 < 4</p>')).toBe('<p>Melk &amp; suiker, 3 &lt; 4</p>');
    expect(sanitizeCmsHtml('')).toBe('');
  });
});

describe('CMS HTML: XSS payloads are removed', () => {
  const payloads: [string, string][] = [
    ['script element', '<p>a</p><script>__xss(1)</script>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>'],
    ['img onerror', '<img src="x" onerror="__xss(2)">'],
    ['img onerror, unquoted', '<img src=x onerror=__xss(3)//>'],
    ['svg onload', '<svg onload="__xss(4)"><circle r="1"/></svg>'],
    ['svg with script inside', '<svg><script>__xss(5)</script></svg>'],
    [
      'svg animate href',
      '<svg><a><animate attributeName="href" values="javascript:__xss(6)"/><text>x</text></a></svg>',
    ],
    ['math with link', '<math><mtext><a href="javascript:__xss(7)">x</a></mtext></math>'],
    ['javascript: href', '<a href="javascript:__xss(8)">click</a>'],
    ['javascript: with tab and entities', '<a href="jav&#x09;ascript:__xss(9)">click</a>'],
    ['javascript: upper case with spaces', '<a href="  JaVaScRiPt:__xss(10)">click</a>'],
    ['vbscript: href', '<a href="vbscript:__xss(11)">x</a>'],
    ['data: URI link', '<a href="data:text/html,<script>__xss(12)</script>">x</a>'],
    ['data: URI image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9X194c3MoMTMpPg==">'],
    ['protocol-relative image', '<img src="//evil.example/pixel.gif">'],
    ['style attribute', '<p style="background:url(javascript:__xss(14))">x</p>'],
    ['style element', '<style>body{background:url("javascript:__xss(15)")}</style><p>x</p>'],
    [
      'iframe',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>__xss(16)</script>"></iframe>',
    ],
    ['object/embed', '<object data="javascript:__xss(17)"></object><embed src="javascript:__xss(17)">'],
    ['form with action', '<form action="javascript:__xss(18)"><input type="submit"></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:__xss(19)">'],
    ['base href', '<base href="javascript:__xss(20)//">'],
    ['event handler on allowed tag', '<p onclick="__xss(21)" onmouseover="__xss(21)">x</p>'],
    ['details ontoggle', '<details open ontoggle="__xss(22)"><summary>x</summary></details>'],
    ['broken markup', '<p><img src=x onerror=__xss(23)<p>'],
    ['comment trick', '<!--<img src="--><img src=x onerror=__xss(24)//">'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=__xss(25)>">'],
    ['template', '<template><img src=x onerror=__xss(26)></template>'],
    ['xmp raw text', '<xmp><img src=x onerror=__xss(27)></xmp>'],
    ['textarea raw text', '<textarea><img src=x onerror=__xss(28)></textarea>'],
    ['id clobbering', '<img id="__FZ_STATE__" name="__xss" src="/a.png">'],
    ['storefront class', '<div class="side-modal modal-open cms-note">x</div>'],
  ];
  for (const [name, payload] of payloads) {
    it(name, () => expectInert(sanitizeCmsHtml(payload)));
  }

  it('keeps only the CMS namespace of classes', () => {
    expect(sanitizeCmsHtml('<div class="side-modal cms-note">x</div>')).toBe('<div class="cms-note">x</div>');
  });

  it('drops a script URL but keeps the link text', () => {
    expect(sanitizeCmsHtml('<a href="javascript:__xss(30)">Lees meer</a>')).toBe('<a>Lees meer</a>');
  });

  it('drops malformed image sizes', () => {
    expect(sanitizeCmsHtml('<img src="/a.png" width="100%" height="1e9">')).toBe(
      '<img src="/a.png" loading="lazy" decoding="async" />',
    );
  });
});

describe('CMS text, media URLs and colour schemes', () => {
  it('turns markup into plain text for text fields', () => {
    expect(cmsText('<p>Koffie &amp; <strong>thee</strong></p><p>Morgen</p>')).toBe('Koffie & thee Morgen');
    expect(cmsText('3 < 4 "ok"<script>__xss(31)</script>')).toBe('3 < 4 "ok"');
    expect(cmsText('Plain text')).toBe('Plain text');
    expect(cmsText('')).toBe('');
  });

  it('keeps local and http(s) media URLs only', () => {
    expect(safeMediaUrl('/api/media/pages/1.svg')).toBe('/api/media/pages/1.svg');
    expect(safeMediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    for (const bad of [
      'javascript:__xss(32)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
      '/\\evil',
      'x',
      42,
    ]) {
      expect(safeMediaUrl(bad)).toBeNull();
    }
  });

  it('keeps colour scheme details that are plain names and colours', () => {
    const scheme = safeColourScheme({
      title: 'brown',
      details: [
        { element: 'background', color: '#6f4e37' },
        { element: 'text', color: 'white' },
        { element: 'accent', color: 'rgb(200, 159, 122)' },
        { element: 'background', color: 'red;background:url(https://evil.example/t)' },
        { element: 'x;color', color: '#fff' },
        { element: 'text', color: 'expression(__xss(33))' },
        null,
      ],
    });
    expect(scheme).toEqual({
      title: 'brown',
      details: [
        { element: 'background', color: '#6f4e37' },
        { element: 'text', color: 'white' },
        { element: 'accent', color: 'rgb(200, 159, 122)' },
      ],
    });
    expect(safeColourScheme(null)).toBeNull();
  });
});

describe('API answers with CMS HTML', () => {
  it('knows which answers carry CMS HTML, whatever the case or trailing slash', () => {
    expect(cmsRoute('/api/pages?type_code=recipe')).toBe('pages');
    expect(cmsRoute('/api/PAGES/3/')).toBe('page');
    expect(cmsRoute('/api/products/lelit-anna')).toBe('product');
    expect(cmsRoute('/api/shopInfo')).toBe('shopInfo');
    expect(cmsRoute('/api/products/3/reviews')).toBeNull();
    expect(cmsRoute('/api/menus')).toBeNull();
  });

  it('sanitises pages, a page list, a product and the shop 404 content in place', () => {
    const page = () => ({
      content: '<p>x</p><script>__xss(40)</script>',
      intro: '<b>Intro</b>',
      image: 'javascript:__xss(41)',
      colour_scheme: { title: 'blue', details: [{ element: 'background', color: 'blue;x:y' }] },
    });
    const one = sanitizeCmsAnswer('/api/pages/1', { data: page() });
    expect(one.data).toEqual({
      content: '<p>x</p>',
      intro: 'Intro',
      image: null,
      colour_scheme: { title: 'blue', details: [] },
    });
    const list = sanitizeCmsAnswer('/api/pages?per_page=2', { data: [page(), page()], meta: {} });
    expect(list.data.map((p) => p.content)).toEqual(['<p>x</p>', '<p>x</p>']);
    const product = sanitizeCmsAnswer('/api/products/a', {
      data: { product: { description: '<p onclick="__xss(42)">d</p>', colour_scheme: null } },
    });
    expect(product.data.product.description).toBe('<p>d</p>');
    const shop = sanitizeCmsAnswer('/api/shopInfo', {
      data: { page404: { content: '<h1>Weg</h1><img src=x onerror=__xss(43)>', meta_title: 'x' } },
    });
    expect(shop.data.page404.content).toBe('<h1>Weg</h1><img src="x" loading="lazy" decoding="async" />');
    // Other answers pass untouched.
    const menus = { data: [{ title: '<b>x</b>' }] };
    expect(sanitizeCmsAnswer('/api/menus', menus)).toEqual({ data: [{ title: '<b>x</b>' }] });
  });
});
