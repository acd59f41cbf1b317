/**
 * The chat widget (spec 1, 3; decision 024), in both languages: open the chat, send a message,
 * close it; the shop replies through the API with the staff token; the unread count becomes 1
 * (live, over the event stream: well before the 15 s poll), opening shows the reply and resets it.
 * And the states: offline (the status answer replaced), a message that fails to send and its
 * retry, a conversation that fails to load and its retry.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { E2E_CHAT_STAFF_TOKEN, e2eApiUrl } from './support/chat.ts';
import { animationsSettled, expect, hydrated, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const shots = 'test-results/chat';
fs.mkdirSync(shots, { recursive: true });

const texts = {
  nl: {
    home: '/',
    launcher: /^Chat met ons \(online\)$/,
    launcherUnread: /^Chat met ons \(online\), 1 nieuw bericht$/,
    title: 'Chat met ons',
    empty: 'Stel ons gerust uw vraag',
    input: 'Uw bericht',
    you: 'U',
    question: 'Is de Lelit Anna in koper op voorraad?',
    reply: 'Ja, we hebben er nog drie. Vandaag besteld, morgen in huis!',
  },
  en: {
    home: '/en',
    launcher: /^Chat with us \(online\)$/,
    launcherUnread: /^Chat with us \(online\), 1 new message$/,
    title: 'Chat with us',
    empty: 'Ask us anything',
    input: 'Your message',
    you: 'You',
    question: 'Do you deliver to Belgium?',
    reply: 'We do: free from € 50, within two working days.',
  },
} as const;

const staff = { Authorization: `Bearer ${E2E_CHAT_STAFF_TOKEN}` };

/** The newest conversation whose last message is `text` (the API's staff list, straight to the API). */
async function conversationWith(request: APIRequestContext, text: string): Promise<number> {
  let found: number | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${e2eApiUrl()}/api/chat/staff/conversations?waiting=1&limit=100`, {
        headers: staff,
      });
      expect(res.status()).toBe(200);
      const list = (await res.json()).data as { id: number; last_message: { text: string } | null }[];
      found = list.find((c) => c.last_message?.text === text)?.id;
      return found;
    })
    .toBeDefined();
  return found!;
}

async function launcherOf(page: Page) {
  const launcher = page.getByTestId('chat-launcher');
  // The furniture mounts at the first interaction or when the browser is idle.
  await page.mouse.move(5, 5);
  await expect(launcher).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toBeVisible();
  // It slides in (0.2 s): measured mid-way, it sits a few pixels low.
  await animationsSettled(launcher);
  return launcher;
}

for (const locale of journeyLocales('en')) {
  const t = texts[locale];

  test(`chat (${locale}): a message, a reply from the shop, the unread count up and back to 0`, async ({
    page,
    watch,
    request,
  }) => {
    await page.goto(t.home);
    await hydrated(page);
    const launcher = await launcherOf(page);
    await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-online', 'true');
    await expect(launcher).toHaveAccessibleName(t.launcher);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    // No conversation yet: no event stream either.
    expect(watch.apiRequests.filter((r) => r.includes('/api/chat/events'))).toEqual([]);

    await launcher.click();
    const panel = page.getByRole('dialog', { name: t.title });
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByTestId('chat-empty')).toContainText(t.empty);
    const input = panel.getByRole('textbox', { name: t.input });
    await expect(input).toBeFocused();
    await page.screenshot({ path: `${shots}/${locale}-1-empty.png`, animations: 'disabled' });

    const question = `${t.question} (${Date.now()})`;
    await input.fill(question);
    await input.press('Enter');
    const messages = panel.getByTestId('chat-message');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText(question);
    await expect(messages.first()).toHaveAttribute('data-author', 'visitor');
    await expect(messages.first()).toContainText(t.you);
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    // The chat token is in an httpOnly cookie: page JavaScript never sees it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('fz_chat');
    expect((await page.context().cookies()).find((c) => c.name === 'fz_chat')?.httpOnly).toBe(true);
    await page.screenshot({ path: `${shots}/${locale}-2-sent.png`, animations: 'disabled' });

    // Escape closes; the focus goes back to the launcher.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    // The shop replies through the API (the staff token never passes the storefront).
    const id = await conversationWith(request, question);
    const reply = await request.post(`${e2eApiUrl()}/api/chat/staff/conversations/${id}/replies`, {
      headers: staff,
      data: { text: t.reply, name: 'Sanne' },
    });
    expect(reply.status()).toBe(201);

    // Live: the stream brings it in well under the 15 s poll.
    const unread = page.getByTestId('chat-unread');
    await expect(unread).toHaveText('1', { timeout: 5000 });
    await expect(launcher).toHaveAccessibleName(t.launcherUnread);
    await page.screenshot({ path: `${shots}/${locale}-3-unread.png`, animations: 'disabled' });

    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toHaveAttribute('data-author', 'staff');
    await expect(messages.last()).toContainText(t.reply);
    await expect(messages.last()).toContainText('Sanne');
    await expect(unread).toHaveCount(0);
    await page.screenshot({ path: `${shots}/${locale}-4-reply.png`, animations: 'disabled' });

    // Read on the server too: after a reload the count stays 0 and the conversation is there.
    await page.reload();
    await hydrated(page);
    const again = await launcherOf(page);
    await expect(again).toHaveAccessibleName(t.launcher);
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    await again.click();
    await expect(panel.getByTestId('chat-message')).toHaveCount(2);

    // A second reply while the panel is open shows at once and is read straight away.
    await request.post(`${e2eApiUrl()}/api/chat/staff/conversations/${id}/replies`, {
      headers: staff,
      data: { text: `${t.reply} (2)` },
    });
    await expect(panel.getByTestId('chat-message')).toHaveCount(3, { timeout: 5000 });
    await panel.getByRole('button', { name: locale === 'en' ? 'Close chat' : 'Chat sluiten' }).click();
    await expect(panel).toBeHidden();
    await expect(again).toBeFocused();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('chat (nl): offline notice, a failed send with retry, a failed load with retry', async ({
  page,
  watch,
}) => {
  // Offline by the shop's hours: the status answer says so (the suite's API is always open).
  await page.route('**/api/chat/status*', (route) =>
    route.fulfill({
      json: {
        data: {
          online: false,
          unread: 0,
          conversation: false,
          // Monday 30 November 2026, 09:00 in Amsterdam.
          next_change: '2026-11-30T08:00:00.000Z',
          opening_hours: [
            { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
            { days: [6], from: '10:00', to: '16:00' },
          ],
          timezone: 'Europe/Amsterdam',
        },
      },
    }),
  );
  await page.goto('/');
  await hydrated(page);
  const launcher = await launcherOf(page);
  await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-online', 'false');
  await expect(launcher).toHaveAccessibleName('Chat met ons (offline)');
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Chat met ons' });
  const offline = panel.getByTestId('chat-offline');
  await expect(offline).toContainText('we antwoorden vanaf maandag 09:00');
  await expect(offline).toContainText('ma–vr 09:00–17:00 · za 10:00–16:00');
  await expect(panel.getByTestId('chat-status')).toHaveText('We zijn nu offline.');

  // The first send fails (too fast, as the API would say); the text stays, retry sends it.
  let refused = false;
  await page.route('**/api/chat/messages*', async (route) => {
    if (route.request().method() === 'POST' && !refused) {
      refused = true;
      return route.fulfill({
        status: 429,
        json: {
          error: 'rate_limited',
          message: 'U stuurt snel achter elkaar berichten. Probeer het over 5 seconden opnieuw.',
        },
      });
    }
    return route.fallback();
  });
  const input = panel.getByRole('textbox', { name: 'Uw bericht' });
  const text = `Buiten openingstijd (${Date.now()})`;
  await input.fill(text);
  await panel.getByRole('button', { name: 'Versturen' }).click();
  const error = panel.getByTestId('chat-send-error');
  await expect(error).toContainText('U stuurt snel achter elkaar berichten');
  await expect(input).toHaveValue(text);
  await page.screenshot({ path: `${shots}/nl-5-offline-error.png`, animations: 'disabled' });
  await error.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(error).toBeHidden();
  await expect(panel.getByTestId('chat-message')).toHaveCount(1);
  await expect(panel.getByTestId('chat-message')).toContainText(text);
  await expect(input).toHaveValue('');

  // Next visit: loading the conversation fails once; retry loads it.
  await page.unroute('**/api/chat/status*');
  let failed = false;
  await page.route('**/api/chat/messages*', async (route) => {
    if (route.request().method() === 'GET' && !failed) {
      failed = true;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await page.reload();
  await hydrated(page);
  await (await launcherOf(page)).click();
  const loadError = panel.getByTestId('chat-load-error');
  await expect(loadError).toContainText('Het gesprek kon niet worden geladen.');
  await page.screenshot({ path: `${shots}/nl-6-load-error.png`, animations: 'disabled' });
  await loadError.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(loadError).toBeHidden();
  await expect(panel.getByTestId('chat-message')).toContainText(text);
  // The aborted request is the only console error the browser reports.
  expect(watch.consoleErrors.filter((e) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual(
    [],
  );
});

/** Serious or critical WCAG 2.1 A/AA violations inside the chat widget. */
async function axeOnChat(page: Page) {
  // The panel and its messages fade in (0.2 s): on a slow machine axe read the text mid-fade.
  await animationsSettled(page.getByTestId('chat'));
  return seriousViolations(page, '[data-testid="chat"]');
}

test('chat (en): the launcher and the open panel pass axe, with messages and an unread count', async ({
  page,
  request,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const launcher = await launcherOf(page);
  expect(await axeOnChat(page)).toEqual([]);
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  const question = `Accessible? (${Date.now()})`;
  await panel.getByRole('textbox', { name: 'Your message' }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-message')).toHaveCount(1);
  expect(await axeOnChat(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close chat' }).click();
  const id = await conversationWith(request, question);
  await request.post(`${e2eApiUrl()}/api/chat/staff/conversations/${id}/replies`, {
    headers: staff,
    data: { text: 'Yes.' },
  });
  await expect(page.getByTestId('chat-unread')).toHaveText('1', { timeout: 5000 });
  expect(await axeOnChat(page)).toEqual([]);
  await launcher.click();
  await expect(panel.getByTestId('chat-message')).toHaveCount(2);
  expect(await axeOnChat(page)).toEqual([]);
});

test('chat: the panel fits a phone and the dark theme', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 760 },
    colorScheme: 'dark',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(test.info().project.use.baseURL!).origin,
          localStorage: [{ name: 'fz-consent', value: 'functional' }],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto('/en');
  await hydrated(page);
  const launcher = await launcherOf(page);
  const box = (await launcher.boundingBox())!;
  // Bottom right, 1rem from the edges.
  expect(Math.round(390 - (box.x + box.width))).toBe(16);
  expect(Math.round(760 - (box.y + box.height))).toBe(16);
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel.getByTestId('chat-empty')).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x).toBeGreaterThanOrEqual(0);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(390);
  expect(panelBox.y).toBeGreaterThanOrEqual(0);
  // The panel stays clear of the launcher.
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(box.y);
  await page.screenshot({ path: `${shots}/en-7-phone-dark.png`, animations: 'disabled' });
  await context.close();
});

test('chat: the launcher stays clear of the compare bar, on a desktop and on a phone', async ({
  page,
  request,
}) => {
  const listing = (await (
    await request.post('/api/queryProducts?lang=nl', {
      data: { best_selling: true, per_page: 2 },
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
  ).json()) as { products: { data: { id: number }[] } };
  await page.goto('/');
  await page.evaluate(
    (ids) => sessionStorage.setItem('comparison', JSON.stringify(ids)),
    listing.products.data.map((p) => p.id),
  );
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 760 },
  ]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await hydrated(page);
    const launcher = await launcherOf(page);
    const bar = page.getByTestId('compare-bar');
    await expect(bar).toBeVisible();
    const a = (await launcher.boundingBox())!;
    const b = (await bar.boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(
      overlap,
      `${viewport.width}px: launcher ${JSON.stringify(a)}, compare bar ${JSON.stringify(b)}`,
    ).toBe(false);
    await page.screenshot({ path: `${shots}/compare-bar-${viewport.width}.png`, animations: 'disabled' });
  }
});
