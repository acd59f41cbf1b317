/**
 * Copy that agrees with itself (issue 26), over HTTP: the real storefront in front of the real
 * reference API (in-memory PGlite). The delivery promise reads the same in the slogan bar, on the
 * product page, in the order confirmation mail and in the seeded FAQ and shipping page; the contact
 * page shows the opening hours the chat goes online by.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../api/checkout/order-mail.ts';
import { formatOpeningHours } from '../../client/lib/opening-hours.ts';
import type { ProductCard, ProductResponse } from '../../shared/contract/catalog.ts';
import type { ChatStatus } from '../../shared/contract/chat.ts';
import { en } from '../../shared/i18n/en.ts';
import { nl } from '../../shared/i18n/nl.ts';
import { shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();

const apiGet = running.get;

/** An orderable product without options (its page shows the stock and the promise at once). */
async function inStockProduct(): Promise<ProductResponse> {
  const res = await fetch(`${running.api.url}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: 1, per_page: 50, page: 1 }),
  });
  const listing = (await res.json()) as { products: { data: ProductCard[] } };
  for (const card of listing.products.data) {
    const p = (await apiGet<{ data: ProductResponse }>(`/api/products${card.uri}`)).data;
    if (!p.product.has_attributes && p.product.stock > 0) return p;
  }
  throw new Error('no such product in the seed');
}

const between = (html: string, marker: string) => {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</', start));
};

const mail = (locale: 'nl' | 'en') =>
  confirmationMail({
    to: 'a@example.nl',
    locale,
    number: 'K-1',
    lines: [{ name: 'Molen', optionName: '', amount: 1, priceGross: 10_000 }],
    shipping: 0,
    discount: 0,
    total: 10_000,
    vat: 1736,
    deliverTo: ['Straat 1', '1234 AB Utrecht'],
    pickup: false,
    link: 'https://shop.example/payment-redirect',
  }).text;

describe('the delivery promise', () => {
  const cases = [
    {
      locale: 'nl' as const,
      promise: nl.slogan.delivery,
      prefix: '',
      faq: '/service/faq/verzending-en-levering',
    },
    {
      locale: 'en' as const,
      promise: en.slogan.delivery,
      prefix: '/en',
      faq: '/en/service/faq/shipping-and-delivery',
    },
  ];

  it('is one text, worded as the shop’s FAQ and shipping page always had it', () => {
    expect(nl.slogan.delivery).toBe('Op werkdagen voor 17:00 besteld, morgen in huis');
    expect(en.slogan.delivery).toBe('Ordered on a working day before 17:00, delivered tomorrow');
  });

  it.each(cases)(
    'reads the same in the slogan bar, on the product page, in the FAQ, on the shipping page and in the mail ($locale)',
    async ({ locale, promise, prefix, faq }) => {
      const p = await inStockProduct();
      const slug =
        locale === 'en' ? p.alternate_lang_hrefs.find((a) => a.language_id === 4)!.uri : `/${p.product.slug}`;
      const page = await request(running.shop.url).get(`${prefix}${slug}`).expect(200);
      const slogan = page.text.slice(page.text.indexOf('class="slogan-bar"'));
      expect(slogan.slice(0, slogan.indexOf('</ul>'))).toContain(promise);
      expect(between(page.text, 'data-testid="product-delivery"')).toContain(promise);

      const faqPage = await request(running.shop.url).get(faq).expect(200);
      expect(faqPage.text).toContain(`${promise}.`);
      const shipping = await request(running.shop.url)
        .get(locale === 'en' ? '/en/shipping' : '/verzending')
        .expect(200);
      expect(shipping.text).toContain(`${promise}.`);

      expect(mail(locale)).toContain(`${promise}.`);
    },
  );
});

describe('the opening hours', () => {
  it.each([
    { locale: 'nl' as const, path: '/contact', label: 'Openingstijden', lang: '1' },
    { locale: 'en' as const, path: '/en/contact', label: 'Opening hours', lang: '4' },
  ])('on the contact page are the chat’s ($locale)', async ({ locale, path, label, lang }) => {
    const res = await fetch(`${running.api.url}/api/chat/status`, { headers: { 'X-FZ-Language-Id': lang } });
    const chat = ((await res.json()) as { data: ChatStatus }).data;
    const hours = formatOpeningHours(chat.opening_hours, locale).join(' · ');
    expect(hours).toBe(
      locale === 'nl' ? 'ma–vr 09:00–17:00 · za 10:00–16:00' : 'Mon–Fri 09:00–17:00 · Sat 10:00–16:00',
    );

    const page = await request(running.shop.url).get(path).expect(200);
    expect(between(page.text, 'data-testid="opening-hours"')).toContain(`${label}: `);
    const block = page.text.slice(page.text.indexOf('data-testid="opening-hours"'));
    expect(block.slice(0, block.indexOf('</p>'))).toContain(hours);
    // No other hours typed into the page's text.
    expect(page.text).not.toContain('17:30');
  });
});
