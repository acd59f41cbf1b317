/**
 * Control characters are refused once, where requests are parsed (issue 24, finding 5): NUL in a
 * search, a profile, an address, a discount code, order remarks or a chat message reached the
 * database and failed there with a 500. Now every text of the path, the query and the body is
 * checked first: 400 `validation_failed`, nothing written; tab and newline only where a text area
 * allows them (order remarks, the chat's message).
 */
import { count } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { addresses, chatMessages, customers, orders } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { controlCharacterField, hasControlCharacter } from './control-characters.ts';

describe('finding control characters', () => {
  it('refuses C0, DEL and C1 everywhere; tab, newline and carriage return only in a multi-line field', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${c}b`)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true)).toBe(false);
    }
    for (const fine of ['Koffie & Keuken', 'café crème', '☕ 🫘', 'Straße', 'ｆｕｌｌ', 'עברית', '']) {
      expect(hasControlCharacter(fine)).toBe(false);
    }
  });

  it('names the first field that has one, nested in objects and arrays, and checks keys too', () => {
    expect(controlCharacterField({ invoice: { city: 'Ut\u0000recht' } })).toBe('invoice.city');
    expect(controlCharacterField({ lines: [{ reference: 'ok' }, { reference: 'x\u0007' }] })).toBe(
      'lines[1].reference',
    );
    expect(controlCharacterField({ remarks: 'regel 1\nregel 2\tmet tab' })).toBeNull();
    expect(controlCharacterField({ remarks: 'nul\u0000' })).toBe('remarks');
    expect(controlCharacterField({ city: 'Utrecht\n' })).toBe('city');
    expect(controlCharacterField({ 'bad\u0000key': 1 })).toBe('?');
    expect(controlCharacterField({ q: ['a', 'b\u0000'] })).toBe('q[1]');
    expect(controlCharacterField(null)).toBeNull();
  });
});

describeEachDatabase('control characters in requests', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let klant: Who;
  beforeAll(async () => {
    await f.reserveOptions(4);
    klant = { auth: await f.login('klant@demo.nl') };
  });

  const rows = async () => ({
    orders: (await db().select({ n: count() }).from(orders))[0]!.n,
    addresses: (await db().select({ n: count() }).from(addresses))[0]!.n,
    customers: await db().select().from(customers),
    chat: (await db().select({ n: count() }).from(chatMessages))[0]!.n,
  });

  /** The answer a refused text gets: 400 validation_failed, with a message the UI can show. */
  const refused = (res: request.Response, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.message).toContain(field);
    expect(res.body.message).not.toContain('\u0000');
    expect(res.body.message).not.toMatch(/select |insert |\n\s+at /i);
  };

  it('answers 400 validation_failed for NUL in a search, a profile, an address, a code, remarks and chat, and writes nothing', async () => {
    const before = await rows();
    const nul = 'Koffie\u0000molen';
    refused(await request(t.app).post('/api/queryProducts').set(headersOf()).send({ search: nul }), 'search');
    refused(
      await request(t.app)
        .get(`/api/products/${encodeURIComponent(nul)}`)
        .set(headersOf()),
      'path',
    );
    refused(await request(t.app).get(`/api/places?q=${encodeURIComponent(nul)}`), 'q');
    refused(
      await request(t.app).put('/api/customer/me').set(headersOf(klant)).send({ firstname: nul }),
      'firstname',
    );
    refused(
      await request(t.app)
        .post('/api/customer/addresses')
        .set(headersOf(klant))
        .send({ street: 'Oudegracht', city: 'Utrecht\u0000', postcode: '3511 AB' }),
      'city',
    );
    const guest = await f.fill([{ po_id: f.take(), amount: 1 }]);
    refused(
      await request(t.app)
        .put('/api/shoppingCart/discountCode')
        .set(headersOf(guest.who))
        .send({ code: 'WELKOM10\u0000' }),
      'code',
    );
    refused(await f.placeOrder(guest.who, f.orderBody(guest.cart, { remarks: 'bel\u0000aan' })), 'remarks');
    refused(
      await f.placeOrder(guest.who, f.orderBody(guest.cart, { invoice: { city: 'Ut\u0000recht' } })),
      'invoice.city',
    );
    refused(
      await request(t.app).post('/api/chat/messages').set(headersOf()).send({ text: 'hallo\u0000' }),
      'text',
    );
    expect(await rows()).toEqual(before);
    // The cart the guest filled is still there, untouched, and the order can still be placed.
    const res = await f.placeOrder(guest.who, f.orderBody(guest.cart, { remarks: 'Graag\nbellen\tvooraf' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('answers in the visitor’s language', async () => {
    const nl = await request(t.app).post('/api/queryProducts').set(headersOf()).send({ search: '\u0001' });
    const en = await request(t.app)
      .post('/api/queryProducts')
      .set(headersOf({ lang: 4 }))
      .send({ search: '\u0001' });
    expect(nl.body.message).toMatch(/ongeldig teken/);
    expect(en.body.message).toMatch(/invalid character/);
  });

  it('refuses a newline where no text area is (a name, an address line), allows it in chat text', async () => {
    refused(
      await request(t.app).put('/api/customer/me').set(headersOf(klant)).send({ lastname: 'Jansen\nX' }),
      'lastname',
    );
    const chat = await request(t.app)
      .post('/api/chat/messages')
      .set(headersOf())
      .send({ text: 'Goedemiddag,\nik heb een vraag.' });
    expect(chat.status, JSON.stringify(chat.body)).toBeLessThan(300);
  });
});
