/** A static error page without scripts, for when React cannot render (shell error, API down before the shell). */

import { SHOP_NAME } from '../../shared/brand.ts';
import { translator } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locale.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function staticErrorPage(status: number, locale: Locale = 'nl'): string {
  const t = translator(locale);
  const message = status === 404 ? t('not_found') : t('error_occured');
  const home = locale === 'en' ? '/en' : '/';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} · ${escapeHtml(message)} · ${escapeHtml(SHOP_NAME)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#2b1d14}a{color:#7a4a26}.brand{display:flex;align-items:center;gap:.6rem;font:700 1.4rem Georgia,serif}</style></head><body><p class="brand"><img src="/favicon.svg" alt="" width="40" height="40">${escapeHtml(SHOP_NAME)}</p><p>${status}</p><h1>${escapeHtml(message)}</h1><p><a href="${home}">${escapeHtml(t('back_home'))}</a></p></body></html>`;
}
