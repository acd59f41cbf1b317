import { describe, expect, it } from 'vitest';
import { SHOP_NAME as BRAND } from '../../shared/brand.ts';
import { customerName, escapeHtml, greeting, renderMail, SHOP_NAME } from './layout.ts';

/** Hostile values from /work/shared/security-battery.md (rows 12, 32, 57). */
const HOSTILE = '"><script>__xss(32)</script>';

describe('mail layout', () => {
  it('escapes the five characters that matter in text and in quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('greets formally in Dutch by surname, by first name in English, and without a name when it has none', () => {
    const name = { first: 'Eva', last: 'de Vries' };
    expect(greeting('nl', name)).toBe('Beste mevrouw/heer De Vries,');
    expect(greeting('en', name)).toBe('Dear Eva,');
    expect(greeting('nl', null)).toBe('Beste klant,');
    expect(greeting('en', undefined)).toBe('Dear customer,');
    expect(greeting('nl', { first: 'Eva', last: ' ' })).toBe('Beste klant,');
    expect(greeting('en', { first: '', last: 'Jansen' })).toBe('Dear customer,');
    // A line break in a name does not start a line of its own.
    expect(greeting('en', { first: 'Eva\r\nBcc: x@y.z', last: '' })).toBe('Dear Eva Bcc: x@y.z,');
  });

  it('makes a name from the stored parts, with the tussenvoegsel in the surname', () => {
    expect(customerName('Eva', 'van der', 'Berg')).toEqual({ first: 'Eva', last: 'van der Berg' });
    expect(greeting('nl', customerName('Eva', 'van der', 'Berg'))).toBe('Beste mevrouw/heer Van der Berg,');
    expect(customerName('', '', '')).toBeNull();
    expect(customerName(null, undefined, null)).toBeNull();
  });

  it('renders every block to HTML and to the text twin from the same data, greeting and signing both', () => {
    const mail = renderMail({
      to: 'eva@example.nl',
      subject: 'Orderbevestiging KK-1',
      locale: 'nl',
      name: { first: 'Eva', last: 'Jansen' },
      blocks: [
        { p: 'Eerste regel\ntweede regel' },
        {
          items: {
            head: { item: 'Artikel', amount: 'Aantal', unit: 'Prijs per stuk', total: 'Bedrag' },
            rows: [{ name: 'Bonen', option: '1 kg', amount: 2, unit: '€ 13,95', total: '€ 27,90' }],
          },
        },
        { totals: [{ label: 'Totaal', value: '€ 27,90', strong: true }] },
        { lines: { title: 'Afleveradres', lines: ['Straat 1', '1234 AB Utrecht'] } },
        { button: { label: 'Bekijk uw bestelling', url: 'https://shop.example/x?a=1&b=2' } },
        { note: 'Kleine letters' },
      ],
    });
    expect(mail.to).toBe('eva@example.nl');
    expect(mail.text).toBe(
      [
        'Beste mevrouw/heer Jansen,',
        'Eerste regel\ntweede regel',
        '2 × Bonen (1 kg)  à € 13,95  € 27,90',
        'Totaal: € 27,90',
        'Afleveradres:\nStraat 1\n1234 AB Utrecht',
        'Bekijk uw bestelling:\nhttps://shop.example/x?a=1&b=2',
        'Kleine letters',
        `Met vriendelijke groet,\n${SHOP_NAME}`,
      ].join('\n\n'),
    );
    const html = mail.html!;
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="nl">/);
    expect(html).toContain('<title>Orderbevestiging KK-1</title>');
    expect(html).toContain('Beste mevrouw/heer Jansen,');
    expect(html).toContain('Eerste regel<br>tweede regel');
    expect(html).toMatch(/<th [^>]*>Artikel<\/th>/);
    expect(html).toMatch(/<td [^>]*>Bonen<br><span [^>]*>1 kg<\/span><\/td>/);
    expect(html).toContain('href="https://shop.example/x?a=1&amp;b=2"');
    expect(html).toContain(`Met vriendelijke groet,<br>${escapeHtml(SHOP_NAME)}`);
    // Inline styles only: no style sheet, no class, no script.
    expect(html).not.toMatch(/<style|class=|<script/i);
  });

  it('escapes hostile names, values and links in the HTML part; only web links become links', () => {
    const mail = renderMail({
      to: 'x@example.nl',
      subject: `Weer op voorraad: ${HOSTILE}\r\nBcc: x@y.z`,
      locale: 'en',
      name: { first: HOSTILE, last: "O'Brien" },
      blocks: [
        { p: '<script>__xss(12)</script>' },
        {
          items: {
            head: { item: 'Item', amount: 'Qty', unit: 'Unit', total: 'Total' },
            rows: [
              { name: HOSTILE, option: "<img src=x onerror='__xss()'>", amount: 1, unit: '1', total: '1' },
            ],
          },
        },
        { button: { label: HOSTILE, url: 'javascript:__xss(57)' } },
        { button: { label: 'Ok', url: 'https://shop.example/"><script>' } },
      ],
    });
    const html = mail.html!;
    expect(html).not.toMatch(/<script|<img|href="javascript|onerror='/i);
    expect(html).toContain('Dear &quot;&gt;&lt;script&gt;__xss(32)&lt;/script&gt;,');
    expect(html).toContain('&lt;img src=x onerror=&#39;__xss()&#39;&gt;');
    expect(html).not.toContain('href="https://shop.example/"');
    // The subject stays on one header line; the text part keeps the words as they are.
    expect(mail.subject).toBe(`Weer op voorraad: ${HOSTILE} Bcc: x@y.z`);
    expect(mail.text).toContain(`Dear ${HOSTILE},`);
    expect(mail.text).toContain('javascript:__xss(57)');
  });

  it('signs with the shop’s one name (shared/brand.ts), also in English', () => {
    const mail = renderMail({ to: 'x@example.com', subject: 'S', locale: 'en', blocks: [] });
    expect(mail.text).toBe(`Dear customer,\n\nKind regards,\n${BRAND}`);
    expect(mail.html).toContain(`>${escapeHtml(BRAND)}</td>`);
    expect(mail.html).toContain('<html lang="en">');
  });
});
