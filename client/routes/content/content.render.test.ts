/**
 * Content pages, recipes, the FAQ and the home page, server-rendered by the real storefront in
 * front of the real reference API (in-memory PGlite); and the shop's CMS HTML sanitised on both
 * ways it reaches a page: the server render and the /api proxy (decision 022).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../api/testing/test-api.ts';
import { TEST_PUBLIC_URL as PUBLIC_URL, startStorefront } from '../../../server/render/test-shop.ts';
import { listen, type RunningServer } from '../../../server/test-support.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
/** An API whose CMS answers carry XSS payloads (a compromised or careless CMS), and a shop in front. */
let evilApi: RunningServer;
let evilShop: RunningServer;
/** As in production: the data cache on. */
let cachedShop: RunningServer;

const payload =
  '<h2>Wie wij zijn</h2><script>__xss(1)</script><img src=x onerror="__xss(2)">' +
  '<a href="javascript:__xss(3)">klik</a><svg onload="__xss(4)"></svg>' +
  '<p style="background:url(javascript:__xss(5))" onclick="__xss(6)">Tekst</p>' +
  '<iframe src="https://evil.example"></iframe><a href="https://example.com" target="_blank">extern</a>';

/** Forwards to the real API; page 1, the product and shop info come back with payloads in their HTML. */
function evilUpstream(target: string) {
  return http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    const upstream = await fetch(`${target}${url}`, {
      method: req.method,
      headers: { 'x-fz-language-id': String(req.headers['x-fz-language-id'] ?? '1') },
    });
    const type = upstream.headers.get('content-type') ?? 'application/json';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (upstream.ok && /^\/api\/(pages|products\/[^/?]+|shopInfo)(\?|\/|$)/.test(url)) {
      const json = JSON.parse(body.toString('utf8'));
      const pages = Array.isArray(json.data)
        ? json.data
        : json.data?.content !== undefined
          ? [json.data]
          : [];
      for (const page of pages) {
        if (page.id === 1) {
          page.content = payload;
          page.intro = '<b>Intro</b><script>__xss(7)</script>';
          page.image = 'javascript:__xss(8)';
          page.colour_scheme = {
            title: 'blue',
            details: [{ element: 'background', color: 'red;background:url(https://evil.example/t)' }],
          };
        }
      }
      if (json.data?.product) json.data.product.description = payload;
      if (json.data?.page404) json.data.page404.content = payload;
      body = Buffer.from(JSON.stringify(json));
    }
    // The product answer comes gzipped, as an API behind a compressing proxy would send it.
    if (url.startsWith('/api/products/') && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.writeHead(upstream.status, { 'Content-Type': type, ETag: 'W/"upstream"' });
    res.end(body);
  });
}

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const bot = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
const get = (path: string, server = shop) => request(server.url).get(path).set('User-Agent', bot);

/** Nothing of the payloads can run: no script, handler, script URL or style attribute from the CMS. */
function expectInert(html: string) {
  expect(html).not.toContain('__xss');
  expect(html).not.toMatch(/<svg onload|<iframe|onerror=|onclick=|javascript:/i);
}

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url);
  evilApi = await listen(evilUpstream(api.url));
  evilShop = await startStorefront(evilApi.url);
  cachedShop = await startStorefront(api.url, { DATA_CACHE: 'on' });
}, 180_000);

afterAll(async () => {
  await Promise.all([shop?.close(), evilShop?.close(), evilApi?.close(), cachedShop?.close()]);
  await api?.close();
});

describe('recipes', () => {
  it('lists a recipe category’s recipes and sub-categories as cards, server-rendered', async () => {
    for (const [path, title, more] of [
      ['/recepten', 'Recepten', 'Koken met koffie'],
      ['/en/recipes', 'Recipes', 'Cooking with coffee'],
    ] as const) {
      const { text, status } = await get(path);
      expect(status, path).toBe(200);
      expect(text).toContain(`<h1>${title}</h1>`);
      const list = text.slice(
        text.indexOf('data-testid="recipe-list"'),
        text.indexOf('data-testid="recipe-categories"'),
      );
      expect(list.match(/data-testid="page-card"/g)).toHaveLength(8);
      expect(text).toContain(`<h3>${more}</h3>`);
      expect(text).toContain('data-colour-scheme="brown"');
    }
  });

  it('shows a recipe with its facts, ingredients and steps, and describes it as schema.org Recipe', async () => {
    const { text } = await get('/en/recipes/cooking-with-coffee/mocha-brownies').expect(200);
    expect(text).toContain('<h1>Mocha brownies</h1>');
    expect(text).toContain('<li>200 g dark chocolate</li>');
    expect(text).toMatch(/<li id="step-1">.*Heat the oven to 180 °C/);
    expect(text).toContain('data-colour-scheme="brown"');
    // Breadcrumbs to its category and the category's parent, and a link back to its category.
    expect(text).toMatch(/<a href="\/en\/recipes\/cooking-with-coffee" data-testid="parent-link">/);
    const ld = ldOf(text);
    const recipe = ld.find((d) => d['@type'] === 'Recipe');
    expect(recipe).toMatchObject({
      name: 'Mocha brownies',
      description: 'Fudgy brownies with dark chocolate and espresso',
      author: { '@type': 'Organization', name: 'Koffie & Keuken' },
      recipeCategory: 'Cooking with coffee',
      prepTime: 'PT20M',
      cookTime: 'PT25M',
      totalTime: 'PT45M',
      recipeYield: '12',
    });
    expect(recipe.image[0]).toMatch(new RegExp(`^${PUBLIC_URL}/api/media/pages/\\d+-[0-9a-f]{32}\\.svg$`));
    expect(recipe.recipeIngredient).toContain('200 g dark chocolate');
    expect(recipe.recipeInstructions[0]).toMatchObject({ '@type': 'HowToStep', position: 1 });
    expect(recipe).not.toHaveProperty('aggregateRating');
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${PUBLIC_URL}/en`,
      `${PUBLIC_URL}/en/recipes`,
      `${PUBLIC_URL}/en/recipes/cooking-with-coffee`,
      `${PUBLIC_URL}/en/recipes/cooking-with-coffee/mocha-brownies`,
    ]);
    expect(text).toContain(
      `<link rel="alternate" hrefLang="nl" href="${PUBLIC_URL}/recepten/koken-met-koffie/mokkabrownies"/>`,
    );
  });

  it('shows the Dutch recipe in Dutch', async () => {
    const { text } = await get('/recepten/cappuccino').expect(200);
    expect(text).toContain('<li>120 ml koude volle melk</li>');
    expect(text).toContain('<dt>Voorbereiding</dt><dd>5 min</dd>');
    expect(ldOf(text).find((d) => d['@type'] === 'Recipe').recipeIngredient).toContain(
      '120 ml koude volle melk',
    );
  });
});

describe('content pages', () => {
  it('shows breadcrumbs, the colour scheme and the CMS HTML of a content page', async () => {
    const { text } = await get('/over-ons').expect(200);
    expect(text).toContain('<h1>Over ons</h1>');
    expect(text).toContain('<h2>Wie wij zijn</h2>');
    expect(text).toContain('aria-label="Kruimelpad"');
  });
});

describe('the FAQ', () => {
  it('lists the topics at /service/faq and /en/service/faq, with alternates both ways', async () => {
    for (const [path, topic, nl, en] of [
      ['/service/faq', 'Bestellen en betalen', '/service/faq', '/en/service/faq'],
      ['/en/service/faq', 'Ordering and payment', '/service/faq', '/en/service/faq'],
    ] as const) {
      const { text } = await get(path).expect(200);
      expect(text).toContain(`>${topic}</a></h3>`);
      expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`);
      expect(text).toContain(`<link rel="alternate" hrefLang="nl" href="${PUBLIC_URL}${nl}"/>`);
      expect(text).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}${en}"/>`);
      expect(text).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}${nl}"/>`);
      expect(text).not.toContain('noindex');
    }
  });

  it('finds questions with the search box, escapes the search text and keeps the results out of the index', async () => {
    const { text } = await get('/service/faq?q=ontkalken').expect(200);
    expect(text).toContain('Vragen met “ontkalken”');
    expect(text).toContain('<summary>Hoe vaak moet ik ontkalken?</summary>');
    expect(text).toMatch(/<meta name="robots" content="noindex"/);
    const xss = await get('/service/faq?q=%3Cscript%3E__xss(9)%3C%2Fscript%3E').expect(200);
    expect(xss.text).not.toContain('<script>__xss');
    expect(xss.text).toContain('&lt;script&gt;__xss(9)&lt;/script&gt;');
  });

  it('shows a topic’s questions as disclosure widgets with FAQPage JSON-LD and its English alternate', async () => {
    const { text } = await get('/service/faq/onderhoud').expect(200);
    expect(text).toContain('<h1>Onderhoud</h1>');
    expect(text.match(/<details class="faq-item"/g)).toHaveLength(3);
    expect(text).toContain('<summary>Hoe vaak moet ik ontkalken?</summary>');
    const faq = ldOf(text).find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(3);
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Hoe vaak moet ik ontkalken?',
      acceptedAnswer: { '@type': 'Answer' },
    });
    expect(text).toContain(
      `<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en/service/faq/maintenance"/>`,
    );
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/service/faq/onderhoud"/>`);
    // The trail starts at the FAQ.
    expect(text).toMatch(/<a href="\/service\/faq">Veelgestelde vragen<\/a>/);
  });

  it('shows a topic in English under its English slug, and under its Dutch one with the English canonical', async () => {
    const en = await get('/en/service/faq/maintenance').expect(200);
    expect(en.text).toContain('<h1>Maintenance</h1>');
    expect(en.text).toContain(
      `<link rel="alternate" hrefLang="nl" href="${PUBLIC_URL}/service/faq/onderhoud"/>`,
    );
    const switched = await get('/en/service/faq/onderhoud').expect(200);
    expect(switched.text).toContain('<h1>Maintenance</h1>');
    expect(switched.text).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/en/service/faq/maintenance"/>`,
    );
  });

  it('shows one question on its own page, with the FAQ and its topic in the trail and a link back', async () => {
    const { text } = await get('/en/service/faq/maintenance/question-1').expect(200);
    expect(text).toContain('<h1>How often should I descale?</h1>');
    expect(text).toContain('<p>Every two to three months, depending on water hardness.</p>');
    expect(text).toMatch(/<a href="\/en\/service\/faq\/maintenance" data-testid="parent-link">/);
    const crumbs = ldOf(text).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Frequently asked questions',
      'Maintenance',
      'How often should I descale?',
    ]);
  });

  it('answers 404 with the error page for an unknown topic or product', async () => {
    for (const path of [
      '/service/faq/bestaat-niet',
      '/en/service/faq/nothing-here',
      '/service/faq/%3Cscript%3E',
      '/service/faq/product/bestaat-niet',
      '/en/service/faq/product/nothing-here',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('data-status="404"');
      expect(res.text).not.toContain('<script>__xss');
    }
  });

  it('lists the products that have questions, paged, and shows one product’s questions', async () => {
    const list = await get('/service/faq/product').expect(200);
    const links = [
      ...list.text.matchAll(/<a href="\/service\/faq\/product\/([^"]+)" data-testid="faq-product">/g),
    ];
    expect(links.length).toBe(48);
    expect(list.text).toMatch(/<a href="\/service\/faq\/product\?page=2" rel="next">/);
    const second = await get('/service/faq/product?page=2').expect(200);
    expect(second.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/service/faq/product?page=2"/>`);
    // A page number that is not one is the first page.
    await get('/service/faq/product?page=-1').expect(200);
    const slug = links[0]![1]!;
    const one = await get(`/service/faq/product/${slug}`).expect(200);
    expect(one.text).toMatch(/<h1>Vragen over [^<]+<\/h1>/);
    expect(one.text).toContain(`<a href="/${slug}" data-testid="faq-product-link">`);
    const faq = ldOf(one.text).find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(one.text.match(/<details class="faq-item"/g)?.length).toBe(faq.mainEntity.length);
    const en = await get(`/en/service/faq/product/${slug}`).expect(200);
    expect(en.text).toMatch(/<h1>Questions about [^<]+<\/h1>/);
  });
});

describe('the home page', () => {
  it('is composed of the CMS home content, deals and best sellers, with the hero image preloaded', async () => {
    const { text } = await get('/').expect(200);
    expect(text).toContain('<h1>Goede koffie begint hier</h1>');
    expect(text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toMatch(
      /<a href="\/espressomachines" class="button home-hero-button">Bekijk espressomachines<\/a>/,
    );
    // The hero through the image pipeline (decision 097): a <picture> whose AVIF is preloaded.
    expect(text).toMatch(
      /<img class="home-hero-image" src="\/api\/media\/pages\/\d+-[0-9a-f]{32}\.svg" srcSet="\/api\/media\/pages\/\d+-[0-9a-f]{32}-160\.jpg 160w[^"]*" sizes="[^"]+" alt="" width="1200" height="300"/,
    );
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="\/api\/media\/pages\/\d+-[0-9a-f]{32}-160\.avif 160w[^"]*" imageSizes="[^"]+"\/>/,
    );
    const deals = text.slice(
      text.indexOf('data-testid="home-deals"'),
      text.indexOf('data-testid="home-best-sellers"'),
    );
    expect(deals).toContain('<h2 id="home-deals">Aanbiedingen</h2>');
    expect(deals.match(/class="product-card"/g)?.length).toBe(4);
    expect(deals).toContain('<a href="/aanbiedingen">Alle aanbiedingen</a>');
    const best = text.slice(text.indexOf('data-testid="home-best-sellers"'));
    expect(best.match(/class="product-card"/g)?.length).toBe(8);
    expect(ldOf(text).some((d) => d['@type'] === 'Organization')).toBe(true);
    const en = await get('/en').expect(200);
    expect(en.text).toContain('<h1>Great coffee starts here</h1>');
    expect(en.text).toContain('<h2 id="home-best-sellers">Best sellers</h2>');
  });

  it('streams its sections to a browser, and preloads the hero in the head once the data cache has it', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0';
    const first = await request(cachedShop.url).get('/').set('User-Agent', browser).expect(200);
    expect(first.text).toContain('<h1>Goede koffie begint hier</h1>');
    const second = await request(cachedShop.url).get('/').set('User-Agent', browser).expect(200);
    const head = second.text.slice(0, second.text.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="\/api\/media\/pages\/\d+-[0-9a-f]{32}-160\.avif 160w[^"]*" imageSizes="[^"]+"\/>/,
    );
  });
});

describe('CMS HTML is sanitised by the storefront', () => {
  it('on the server render of a content page', async () => {
    const { text } = await get('/over-ons', evilShop).expect(200);
    expect(text).toContain('<h2>Wie wij zijn</h2>');
    expect(text).toContain('<p>Tekst</p>');
    expect(text).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">extern</a>',
    );
    expect(text).toContain('<p class="intro">Intro</p>');
    expectInert(text.replace(/"critical":.*$/s, ''));
    // The data the browser hydrates from is the sanitised answer too.
    expectInert(text);
    expect(text).not.toContain('evil.example/t');
  });

  it('on the server render of a product description and of the 404 page', async () => {
    const listing = await fetch(`${api.url}/api/queryProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ best_selling: true, per_page: 1 }),
    }).then((r) => r.json());
    const product = await get(listing.products.data[0].uri, evilShop).expect(200);
    expect(product.text).toContain('<h2>Wie wij zijn</h2>');
    expectInert(product.text);
    const missing = await get('/bestaat-echt-niet', evilShop).expect(404);
    expect(missing.text).toContain('<p>Tekst</p>');
    expectInert(missing.text);
  });

  it('through the /api proxy, for one page, a list, a product and shop info, whatever the case of the path', async () => {
    for (const path of [
      '/api/pages/1?lang=nl',
      '/api/PAGES/1/?lang=nl',
      '/api/pages?per_page=10&lang=en',
      '/api/shopInfo?lang=nl',
    ]) {
      const res = await request(evilShop.url).get(path).expect(200);
      expect(res.headers['content-type'], path).toMatch(/application\/json/);
      expect(res.headers.etag, path).toBeUndefined();
      expectInert(res.text);
    }
    const one = (await request(evilShop.url).get('/api/pages/1?lang=nl').expect(200)).body.data;
    expect(one.content).toContain('<h2>Wie wij zijn</h2>');
    expect(one.intro).toBe('Intro');
    expect(one.image).toBeNull();
    expect(one.colour_scheme.details).toEqual([]);
    const slug = (await fetch(`${api.url}/api/faq/products?per_page=1`).then((r) => r.json())).data[0].slug;
    const product = await request(evilShop.url)
      .get(`/api/products/${slug}?lang=nl`)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(product.body.data.product.description).toContain('<h2>Wie wij zijn</h2>');
    expectInert(JSON.stringify(product.body));
    // Answers without CMS HTML stream through untouched.
    const menus = await request(evilShop.url).get('/api/menus?depth=2&lang=nl').expect(200);
    expect(menus.body.data.length).toBeGreaterThan(0);
  });

  it('leaves clean pages as they were', async () => {
    const clean = (await request(shop.url).get('/api/pages/1?lang=nl').expect(200)).body.data;
    const raw = (await fetch(`${api.url}/api/pages/1`).then((r) => r.json())).data;
    expect(clean.content).toBe(raw.content);
    expect(clean.intro).toBe(raw.intro);
  });
});
