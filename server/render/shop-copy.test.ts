/**
 * Copy that agrees with itself (issue 26), over HTTP: the real storefront in front of the real
 * reference API (in-memory PGlite). The contact page shows the opening hours the chat goes online
 * by. (The delivery promise per country: shipping-promises.test.ts, decision 096.)
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formatOpeningHours } from '../../client/lib/opening-hours.ts';
import type { ChatStatus } from '../../shared/contract/chat.ts';
import { shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();

const between = (html: string, marker: string) => {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</', start));
};

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
