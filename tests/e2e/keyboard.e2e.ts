/**
 * Keyboard alone (issue 8): every header dropdown opens with Enter, its content is reachable with
 * Tab, and Escape closes it with the focus back on its trigger; every modal (dealer login, dealer
 * locator, the consent settings) takes the focus, keeps it inside while tabbing either way, and
 * returns it to what opened it when closed. Both languages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const focusedInside = (_page: Page, container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement));

async function focus(_page: Page, target: Locator) {
  await target.focus();
  await expect(target).toBeFocused();
}

/** Tabs `times` times forward, then backward: the focus never leaves `container`. */
async function expectTrapped(page: Page, container: Locator, times = 25) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await focusedInside(page, container), `${key} #${i + 1} left the dialog`).toBe(true);
    }
  }
}

/** Opens the header dropdown `name` with Enter on its <summary> and tabs into it. */
async function openAndTabIn(page: Page, name: 'products' | 'auth') {
  const trigger = page.locator(`[data-dropdown="${name}"] > summary`);
  const panel = page.locator(`[data-dropdown="${name}"]`);
  await focus(page, trigger);
  await page.keyboard.press('Enter');
  await expect(panel).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  expect(await focusedInside(page, panel)).toBe(true);
  return { trigger, panel };
}

/** Escape closes the open dropdown and puts the focus back on its trigger. */
async function escapeOntoTrigger(page: Page, { trigger, panel }: { trigger: Locator; panel: Locator }) {
  await page.keyboard.press('Escape');
  await expect(panel).not.toHaveAttribute('open', '');
  await expect(trigger).toBeFocused();
}

for (const locale of journeyLocales('en')) {
  const home = locale === 'nl' ? '/' : '/en';
  const texts = {
    nl: { products: 'Producten', login: 'Inloggen', dealerLogin: 'Dealer login', cookies: /cookie/i },
    en: { products: 'Products', login: 'Log in', dealerLogin: 'Dealer login', cookies: /cookie/i },
  }[locale];

  test(`${locale}: header dropdowns open with Enter, are tabbable and close with Escape onto their trigger`, async ({
    page,
  }) => {
    await page.goto(home);
    await hydrated(page);
    await page.keyboard.press('Tab'); // wakes the islands like any first interaction

    // Products
    const products = await openAndTabIn(page, 'products');
    await expect(page.locator(':focus')).toHaveAttribute('href', /\//);
    await escapeOntoTrigger(page, products);

    // Account (login form)
    await escapeOntoTrigger(page, await openAndTabIn(page, 'auth'));

    // Cart (an island: until its code has come, the link goes to the cart page)
    const cart = page.getByTestId('cart-link');
    await expect(page.getByTestId('cart-menu')).toHaveAttribute('data-ready', 'true');
    await focus(page, cart);
    await page.keyboard.press('Enter');
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
    await expect(cart).toBeFocused();
  });

  test(`${locale}: Escape closes the Products dropdown while its lists are still waiting for their code`, async ({
    page,
  }) => {
    // React stops a key event aimed at an island not yet hydrated at its root, so the header must
    // hear it before React does. The lists' chunk is held until the end.
    const release = await holdChunk(page, '**/assets/chunks/mega-menu-*.js');
    await page.goto(home);
    await hydrated(page);
    const products = await openAndTabIn(page, 'products');
    await escapeOntoTrigger(page, products);
    // A press outside it, on the top menu (same held chunk), closes an open dropdown too.
    await page.keyboard.press('Enter');
    await expect(products.panel).toHaveAttribute('open', '');
    await page.getByTestId('top-menu-items').dispatchEvent('pointerdown', { bubbles: true });
    await expect(products.panel).not.toHaveAttribute('open', '');
    release();
  });

  test(`${locale}: the dealer login modal keeps the focus inside and returns it on close`, async ({
    page,
  }) => {
    await page.goto(home);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const opener = page.getByTestId('dealer-login');
    await expect(opener).toHaveText(texts.dealerLogin);
    await expect(opener).toHaveAttribute('data-ready', 'true');
    await focus(page, opener);
    await page.keyboard.press('Enter');
    const modal = page.locator('.side-modal[role="dialog"]');
    await expect(modal).toBeVisible();
    expect(await focusedInside(page, modal)).toBe(true);
    await expectTrapped(page, modal);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test(`${locale}: the dealer locator overlay keeps the focus inside and returns it on close`, async ({
    page,
  }) => {
    await page.goto(home);
    await hydrated(page);
    await page.keyboard.press('Tab');
    // Until the locator's island has woken, the item is a plain link to the page (as without JavaScript).
    await expect(page.locator('html[data-dealer-locator="ready"]')).toHaveCount(1);
    // Shown in the top menu, or (narrower) under More: open More, then Tab to it.
    const links = page.locator('header a[href$="vind-een-dealer"], header a[href$="find-a-dealer"]');
    let opener = links.filter({ visible: true }).first();
    let returnTo = opener;
    if ((await opener.count()) === 0) {
      returnTo = page.locator('[data-dropdown="more"] > summary');
      await focus(page, returnTo);
      await page.keyboard.press('Enter');
      opener = links.filter({ visible: true }).first();
      for (let i = 0; i < 20 && !(await opener.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
    } else {
      await focus(page, opener);
    }
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('dealer-locator');
    await expect(modal).toBeVisible();
    expect(await focusedInside(page, modal)).toBe(true);
    await expectTrapped(page, modal, 15);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(returnTo).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === home);
  });
}

test.describe('the consent dialog', () => {
  test.use({ consent: null });
  test('takes the focus on a first visit and keeps it inside; settings from the footer return it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toBeVisible();
    expect(await focusedInside(page, dialog)).toBe(true);
    await expectTrapped(page, dialog, 8);
  });
});
