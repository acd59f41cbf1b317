/**
 * The shop's brand as the server renders it (issue 26), the real storefront in front of the real
 * reference API (in-memory PGlite):
 * - one name everywhere: the shop setting (seeded from shared/brand.ts) in the header's logo,
 *   the footer, the home page's title, the Organization JSON-LD and the static error pages;
 * - a real logo: the mark (an SVG asset) with the name as text; the JSON-LD's logo an absolute URL
 *   on the public URL;
 * - no demo domain in what a visitor sees;
 * - the contact and about pages: the shop's address, the map's pin and (contact) the form, in both
 *   languages, and Organization JSON-LD.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { SHOP_NAME } from '../../shared/brand.ts';
import { staticErrorPage as middlewareErrorPage } from '../middleware/error-handler.ts';
import type { RunningServer } from '../test-support.ts';
import { fetchSitemap } from './sitemap-testing.ts';
import { staticErrorPage } from './static-error-page.ts';
import { startStorefront, TEST_PUBLIC_URL } from './test-shop.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url);
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const escaped = SHOP_NAME.replace(/&/g, '&amp;');
/** Domains that say "this is a demo" (or nobody's): none may reach a visitor. */
const demoDomains = /example\.(com|org|net|nl)|koffiedemo|\.test\b(?!\/)|\.invalid|\.local\b/i;
/** What a visitor sees: the HTML without the public URL the test shop runs on (http://shop.test). */
const visible = (html: string) => html.split(TEST_PUBLIC_URL).join('');

describe('one shop name and a real logo', () => {
  it('is the header’s logo (mark and name as text), the footer’s and the home page’s title, in both languages', async () => {
    for (const path of ['/', '/en']) {
      const { text } = await request(shop.url).get(path).expect(200);
      const logo = /<a href="\/(?:en)?" class="logo" data-testid="logo">(.*?)<\/a>/s.exec(text)?.[1];
      // The built asset's URL (/assets/media/logo-mark-HASH.svg); the test run inlines it.
      expect(logo, path).toMatch(
        /<img class="logo-mark" src="(?:[^"]*logo-mark[^"]*\.svg|data:image\/svg\+xml[^"]*)" alt="" width="40" height="40"\/>/,
      );
      expect(logo, path).toContain(`<span class="logo-text">${escaped}</span>`);
      expect(text, path).toMatch(new RegExp(`<title>${escaped} · [^<]+</title>`));
      expect(text, path).toContain(`© ${new Date().getFullYear()} ${escaped}`);
      expect(text, path).toContain('data-testid="footer-address"');
      expect(text, path).not.toContain('Koffie Demo');
    }
  });

  it('is the Organization JSON-LD’s name, with the logo, the public URL, the address and the profiles', async () => {
    for (const path of ['/', '/en']) {
      const { text } = await request(shop.url).get(path).expect(200);
      const organization = jsonLd(text).find((d) => d['@type'] === 'Organization');
      expect(organization, path).toMatchObject({
        name: SHOP_NAME,
        url: TEST_PUBLIC_URL,
        email: 'info@koffieenkeuken.nl',
        telephone: '+31 30 200 1234',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Koffiestraat 12',
          postalCode: '3511 AB',
          addressLocality: 'Utrecht',
          addressCountry: 'NL',
        },
      });
      expect(organization!.logo, path).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/.*logo-512.*\\.png$`));
      const profiles = organization!.sameAs as string[];
      expect(profiles.length).toBeGreaterThan(0);
      for (const url of profiles) expect(url).not.toMatch(demoDomains);
    }
  });

  it('is on the static error pages, which show the mark too', () => {
    for (const html of [
      staticErrorPage(500, 'nl'),
      staticErrorPage(404, 'en'),
      middlewareErrorPage({ status: 502, message: 'Bad gateway' }),
    ]) {
      const name = SHOP_NAME.replace('&', '&(?:amp|#38);');
      expect(html).toMatch(new RegExp(`<img src="/favicon.svg" alt="" width="40" height="40">${name}</p>`));
      expect(html).toMatch(new RegExp(`<title>[^<]*${name}</title>`));
    }
  });
});

describe('no demo domain in what a visitor sees', () => {
  it('is in no page, footer, menu or shop setting', async () => {
    for (const path of ['/', '/en', '/contact', '/en/contact', '/over-ons', '/en/about-us', '/service/faq']) {
      const { text } = await request(shop.url).get(path).expect(200);
      expect(visible(text), path).not.toMatch(demoDomains);
    }
    const info = await (await fetch(`${api.url}/api/shopInfo`)).text();
    expect(info).not.toMatch(demoDomains);
  });
});

describe('the contact and about pages', () => {
  const pages = [
    {
      path: '/contact',
      form: true,
      hours: 'Openingstijden',
      visit: 'Bezoek onze winkel',
      map: 'Kaart met de ligging van',
    },
    {
      path: '/en/contact',
      form: true,
      hours: 'Opening hours',
      visit: 'Visit our shop',
      map: 'Map showing where',
    },
    { path: '/over-ons', form: false, visit: 'Bezoek onze winkel', map: 'Kaart met de ligging van' },
    { path: '/en/about-us', form: false, visit: 'Visit our shop', map: 'Map showing where' },
  ];
  it('show the shop’s address from its settings, the map with its pin, and Organization JSON-LD', async () => {
    for (const p of pages) {
      const { text } = await request(shop.url).get(p.path).expect(200);
      expect(text, p.path).toContain(`<h2 id="shop-address">${p.visit}</h2>`);
      expect(text, p.path).toContain(`<address><strong>${escaped}</strong><span><br/>Koffiestraat 12</span>`);
      expect(text, p.path).toContain('href="mailto:info@koffieenkeuken.nl"');
      expect(text, p.path).toMatch(/<img src="[^"]*basemap[^"]*\.svg" width="640" height="747" alt="[^"]+"/);
      expect(text, p.path).toContain(p.map);
      // The pin on Utrecht: about 46 % from the left, 51 % from the top of the map.
      const [, left, top] = /class="shop-map-pin" style="left:([\d.]+)%;top:([\d.]+)%"/.exec(text) ?? [];
      expect(Number(left), p.path).toBeCloseTo(46.3, 0);
      expect(Number(top), p.path).toBeCloseTo(51.9, 0);
      expect(
        jsonLd(text).find((d) => d['@type'] === 'Organization'),
        p.path,
      ).toMatchObject({ name: SHOP_NAME });
      expect(text.includes('data-testid="contact-form"'), p.path).toBe(p.form);
      if (p.hours) expect(text, p.path).toContain(`<strong>${p.hours}: </strong>`);
    }
  });

  it('are linked from the footer in both languages', async () => {
    const nl = await request(shop.url).get('/').expect(200);
    expect(nl.text).toContain('<a href="/over-ons">Over ons</a>');
    expect(nl.text).toContain('<a href="/contact">Contact</a>');
    const en = await request(shop.url).get('/en').expect(200);
    expect(en.text).toContain('<a href="/en/about-us">About us</a>');
    expect(en.text).toContain('<a href="/en/contact">Contact</a>');
  });

  it('are in the sitemap in both languages', async () => {
    const locs = (await fetchSitemap(shop.url, TEST_PUBLIC_URL)).urls.map((u) => u.loc);
    for (const path of ['/contact', '/en/contact', '/over-ons', '/en/about-us'])
      expect(locs).toContain(`${TEST_PUBLIC_URL}${path}`);
  });
});
