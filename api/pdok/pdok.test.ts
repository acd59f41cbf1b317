/**
 * The PDOK client and its cache against the local stand-in (decision 098): a match, no match, a
 * letter and addition, a server error, no answer in time, an answer that is not PDOK's, nobody
 * listening; one call per address per cache period; and the HTTP call with its 400s and the
 * answer the form shows when PDOK is down.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressLookupAnswer } from '../../shared/contract/address-lookup.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { answerOf, createPdokClient } from './client.ts';
import { createAddressLookup } from './lookup.ts';
import { PDOK_DOWN_POSTCODE, type PdokStandIn, startPdokStandIn } from './stand-in.ts';

describe('PDOK client against the stand-in', () => {
  let stand: PdokStandIn;
  beforeAll(async () => {
    stand = await startPdokStandIn({ slowMs: 3000 });
  });
  afterAll(async () => {
    await stand.close();
  });
  beforeEach(() => {
    stand.mode = 'normal';
    stand.calls.length = 0;
  });
  const client = (timeoutMs = 2000) => createPdokClient({ url: stand.url, timeoutMs });
  const q = (postcode: string, house_number: number, addition = '') => ({ postcode, house_number, addition });

  it('finds the street and city of a postcode and number, asking as PDOK documents', async () => {
    expect(await client().lookup(q('1071XX', 1))).toEqual({
      status: 'found',
      street: 'Museumstraat',
      city: 'Amsterdam',
      postcode: '1071XX',
      house_number: 1,
      addition: '',
      addition_known: true,
    });
    expect(stand.calls).toEqual(['postcode:1071XX and huisnummer:1']);
  });

  it('answers not_found for an address the BAG does not have', async () => {
    expect(await client().lookup(q('1071XX', 2))).toEqual({ status: 'not_found' });
  });

  it('picks the letter and addition typed, in any spelling, and says when there is none', async () => {
    for (const typed of ['B-2', 'b 2', 'B2'])
      expect(await client().lookup(q('3511AZ', 158, typed))).toMatchObject({
        status: 'found',
        street: 'Oudegracht',
        addition: 'B 2',
        addition_known: true,
      });
    expect(await client().lookup(q('3511AZ', 158, 'C'))).toMatchObject({
      status: 'found',
      street: 'Oudegracht',
      city: 'Utrecht',
      addition: '',
      addition_known: false,
    });
  });

  it('is unavailable on a server error, a slow answer, a malformed answer or nobody listening', async () => {
    stand.mode = 'http_500';
    expect(await client().lookup(q('1071XX', 1))).toEqual({ status: 'unavailable', reason: 'http_500' });
    stand.mode = 'slow';
    expect(await client(200).lookup(q('1071XX', 1))).toEqual({ status: 'unavailable', reason: 'timeout' });
    stand.mode = 'malformed';
    expect(await client().lookup(q('1071XX', 1))).toEqual({ status: 'unavailable', reason: 'malformed' });
    const nobody = createPdokClient({ url: 'http://127.0.0.1:9/free', timeoutMs: 2000 });
    expect(await nobody.lookup(q('1071XX', 1))).toEqual({ status: 'unavailable', reason: 'unreachable' });
    expect(answerOf({ response: {} }, q('1071XX', 1))).toEqual({
      status: 'unavailable',
      reason: 'malformed',
    });
  });

  it('asks once per address while the answer is kept, and never without a client', async () => {
    const lookup = createAddressLookup(client(), { warn: () => {} });
    await Promise.all([lookup.lookup(q('1071XX', 1)), lookup.lookup(q('1071XX', 1))]);
    await lookup.lookup(q('1071XX', 1));
    expect(stand.calls).toHaveLength(1);
    await lookup.lookup(q('3511AZ', 158, 'b-2'));
    await lookup.lookup(q('3511AZ', 158, 'B2'));
    expect(stand.calls).toHaveLength(2);
    expect(await createAddressLookup(undefined).lookup(q('1071XX', 1))).toEqual({
      status: 'unavailable',
      reason: 'off',
    });
  });

  it('forgets the least recently used address beyond its bound', async () => {
    const lookup = createAddressLookup(client(), { maxEntries: 2, warn: () => {} });
    await lookup.lookup(q('1071XX', 1));
    await lookup.lookup(q('3512JE', 21));
    await lookup.lookup(q('3511AZ', 158));
    await lookup.lookup(q('1071XX', 1));
    expect(stand.calls).toHaveLength(4);
  });
});

describeEachDatabase('GET addressLookup', (driver) => {
  let stand: PdokStandIn;
  beforeAll(async () => {
    stand = await startPdokStandIn();
  });
  afterAll(async () => {
    await stand.close();
  });
  const t = useTestApi(driver, () => ({ pdokUrl: stand.url, pdokTimeoutMs: 2000 }));
  const get = (query: string) =>
    request(t.app).get(`/api/addressLookup?${query}`).set('X-FZ-Language-Id', '1');

  it('answers the street and city of a Dutch postcode and number, with or without a space', async () => {
    const res = await get('postcode=1071%20xx&house_number=1').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(addressLookupAnswer.validateSync(res.body.data, { strict: true })).toEqual({
      status: 'found',
      street: 'Museumstraat',
      city: 'Amsterdam',
      postcode: '1071XX',
      addition_known: true,
    });
    expect((await get('postcode=1071XX&house_number=3').expect(200)).body.data.status).toBe('not_found');
  });

  it.each([
    ['no postcode', 'house_number=1', /postcode is required/],
    ['a Belgian postcode', 'postcode=1000&house_number=1', /Dutch postcode/],
    ['a postcode starting with 0', 'postcode=0123AB&house_number=1', /Dutch postcode/],
    ['no number', 'postcode=1071XX', /house_number is required/],
    ['number 0', 'postcode=1071XX&house_number=0', /at least 1/],
    ['number 100000', 'postcode=1071XX&house_number=100000', /at most 99999/],
    ['a number with letters', 'postcode=1071XX&house_number=1a', /whole number/],
    ['a long addition', 'postcode=1071XX&house_number=1&addition=ABCDEFG', /at most 6/],
    ['an addition with markup', 'postcode=1071XX&house_number=1&addition=%3Cb%3E', /letters, digits/],
    ['a repeated postcode', 'postcode=1071XX&postcode=1012AB&house_number=1', /single text value/],
  ])('refuses %s with a 400', async (_why, query, message) => {
    const res = await get(query).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers unavailable when PDOK is down, for the form to say so', async () => {
    const res = await get(`postcode=${PDOK_DOWN_POSTCODE}&house_number=1`).expect(200);
    expect(res.body.data).toEqual({
      status: 'unavailable',
      street: null,
      city: null,
      postcode: null,
      addition_known: null,
    });
  });
});
