/**
 * The expected delivery day and the Dutch address lookup in the browser, both languages (issue
 * 41, decision 098): the product page and the checkout's shipping methods state the day the API
 * computed, worded in the page's language; at checkout a Dutch postcode and house number fill the
 * street and city from the journeys' PDOK stand-in without overwriting what was typed by hand; with
 * PDOK down (the stand-in's 9999 ZZ) the form says so and stays editable.
 */
import type { Page } from '@playwright/test';
import { en as lookupEn, nl as lookupNl } from '../../shared/i18n/sections/address-lookup.ts';
import { en as dashboardEn, nl as dashboardNl } from '../../shared/i18n/sections/dashboard.ts';
import type { DeliveryDay } from '../../shared/shipping-promise.ts';
import { deliveryDayLine } from '../../shared/shipping-promise.ts';
import { expect, hydrated, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const paths = {
  nl: { cart: '/winkelwagen', checkout: '/winkelwagen/bestellen', addresses: '/dashboard/adressen' },
  en: { cart: '/en/checkout', checkout: '/en/checkout/order', addresses: '/en/dashboard/addresses' },
} as const;
const TOOL = 'motta-coffee-tool';
const lang = { nl: 1, en: 4 } as const;

interface ProductAnswer {
  product: { po_id: number | null };
  delivery: DeliveryDay | null;
  alternate_lang_hrefs: { language_id: number; uri: string }[];
}

async function productAnswer(page: Page, locale: 'nl' | 'en') {
  const res = await page.request.get(`/api/products/${TOOL}?lang=nl`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ProductAnswer };
  const uri = data.alternate_lang_hrefs.find((a) => a.language_id === lang[locale])!.uri;
  return { data, path: locale === 'en' ? `/en${uri}` : uri };
}

async function addToCart(page: Page, baseURL: string, poId: number) {
  const res = await page.request.post('/api/shoppingCart/add?lang=nl', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: { po_id: poId, amount: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe.configure({ timeout: 90_000 });

for (const locale of journeyLocales('en')) {
  const x = locale === 'en' ? dashboardEn : dashboardNl;
  const l = locale === 'en' ? lookupEn : lookupNl;

  test(`${locale}: the product page, the cart and the checkout state the expected delivery day`, async ({
    page,
    baseURL,
  }) => {
    const { data, path } = await productAnswer(page, locale);
    expect(data.delivery).not.toBeNull();
    await page.goto(path);
    await expect(page.getByTestId('product-delivery-day')).toHaveText(
      deliveryDayLine(locale, data.delivery!),
    );

    await addToCart(page, baseURL!, data.product.po_id!);
    const cart = await (await page.request.get(`/api/shoppingCart?lang=${locale}`)).json();
    expect(cart.data.delivery_day).not.toBeNull();
    await page.goto(paths[locale].cart);
    await expect(page.getByTestId('cart-delivery-day')).toHaveText(
      deliveryDayLine(locale, cart.data.delivery_day as DeliveryDay),
    );
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    const methods = await (await page.request.get(`/api/shippingMethods?country_id=1&lang=${locale}`)).json();
    const door = (methods.data as { id: number; delivery: DeliveryDay }[]).find((m) => m.id === 1)!;
    await expect(
      page.getByTestId('checkout-shipping').getByTestId('checkout-delivery-day').first(),
    ).toHaveText(deliveryDayLine(locale, door.delivery));
  });

  test(`${locale}: a Dutch postcode and number fill street and city; PDOK down leaves the form editable`, async ({
    page,
    baseURL,
  }) => {
    const { data } = await productAnswer(page, locale);
    await addToCart(page, baseURL!, data.product.po_id!);
    await page.goto(paths[locale].checkout);
    await hydrated(page);
    const form = page.getByTestId('checkout-invoice');
    const street = form.getByLabel(x.street);
    const city = form.getByLabel(x.city);
    const note = form.getByTestId('checkout-invoice-address-lookup');

    // The Rijksmuseum: Museumstraat 1, 1071 XX Amsterdam.
    await form.getByLabel(x.postcode).fill('1071 XX');
    await form.getByLabel(x.house_number).fill('1');
    await expect(street).toHaveValue('Museumstraat');
    await expect(city).toHaveValue('Amsterdam');
    await expect(note).toHaveText(l.found);

    // A street typed by hand stays; the city it filled follows the new address.
    await street.fill('Mijn eigen straat');
    await form.getByLabel(x.postcode).fill('3512 JE');
    await form.getByLabel(x.house_number).fill('21');
    await expect(city).toHaveValue('Utrecht');
    await expect(street).toHaveValue('Mijn eigen straat');

    // No such address: said, nothing changed.
    await form.getByLabel(x.house_number).fill('99998');
    await expect(note).toHaveText(l.not_found);
    await expect(city).toHaveValue('Utrecht');

    // PDOK down: said under the fields; street and city are typed by hand.
    await street.fill('');
    await city.fill('');
    await form.getByLabel(x.postcode).fill('9999 ZZ');
    await form.getByLabel(x.house_number).fill('1');
    await expect(note).toHaveText(l.unavailable);
    await street.fill('Handstraat');
    await city.fill('Handstad');
    await expect(street).toHaveValue('Handstraat');
    await expect(city).toHaveValue('Handstad');
  });

  test(`${locale}: the dashboard's new address fills street and city too, a Belgian one not`, async ({
    page,
  }) => {
    await logIn(page, locale, 'klant@demo.nl', paths[locale].addresses);
    const section = page.getByTestId('addresses-delivery');
    await section.getByTestId('address-add-delivery').click();
    const form = section.getByTestId('address-form');
    // A Belgian address stays manual: nothing is asked, nothing filled.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/addressLookup')) asked.push(r.url());
    });
    await form
      .locator('select[name="country_id"]')
      .selectOption({ label: locale === 'en' ? 'Belgium' : 'België' });
    await form.getByLabel(x.postcode).fill('3511 AZ');
    await form.getByLabel(x.house_number).fill('158');
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    await expect(form.getByLabel(x.street)).toHaveValue('');
    // The Netherlands: street and city from the postcode, number and addition.
    await form
      .locator('select[name="country_id"]')
      .selectOption({ label: locale === 'en' ? 'Netherlands' : 'Nederland' });
    await form.getByLabel(x.postcode).fill('3511 AZ');
    await form.getByLabel(x.house_number).fill('158');
    await form.getByLabel(x.house_number_addition).fill('b-2');
    await expect(form.getByLabel(x.street)).toHaveValue('Oudegracht');
    await expect(form.getByLabel(x.city)).toHaveValue('Utrecht');
    await expect(form.getByTestId('address-delivery-address-lookup')).toHaveText(l.found);
  });
}
