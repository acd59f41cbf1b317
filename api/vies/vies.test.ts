/**
 * The VIES client and its cache against the local stand-in (decision 072): valid, invalid, a member
 * state down, a server error, no answer in time, an answer that is not VIES's, nobody listening;
 * and one call per number per cache period.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createViesChecker, VIES_CACHE_MS } from './checker.ts';
import { createViesClient } from './client.ts';
import { startViesStandIn, type ViesStandIn } from './stand-in.ts';

describe('VIES client against the stand-in', () => {
  let stand: ViesStandIn;
  beforeAll(async () => {
    stand = await startViesStandIn();
  });
  afterAll(async () => {
    await stand.close();
  });
  beforeEach(() => {
    stand.mode = 'normal';
    stand.calls.length = 0;
  });
  const client = (timeoutMs = 2000) => createViesClient({ url: stand.url, timeoutMs });

  it('confirms a registered number with its name, address, consultation number and date', async () => {
    const answer = await client().check('BE0428759497', 'NL004495445B01');
    expect(answer).toMatchObject({
      status: 'valid',
      name: 'KOFFIEBAR MEIR BV',
      address: 'Meir 50\n2000 Antwerpen',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    expect(answer.requestDate).toBeInstanceOf(Date);
    expect(stand.calls).toEqual([
      {
        countryCode: 'BE',
        vatNumber: '0428759497',
        requesterMemberStateCode: 'NL',
        requesterNumber: '004495445B01',
      },
    ]);
  });

  it('asks without a requester when the shop has none (then VIES gives no consultation number)', async () => {
    const answer = await client().check('DE136695976');
    expect(answer.status).toBe('valid');
    expect(answer.requestIdentifier).toBeUndefined();
    expect(stand.calls[0]).toEqual({ countryCode: 'DE', vatNumber: '136695976' });
  });

  it('says invalid for a number VIES does not know, without the "---" name', async () => {
    const answer = await client().check('BE0897290877');
    expect(answer).toMatchObject({ status: 'invalid' });
    expect(answer.name).toBeUndefined();
  });

  it('says unavailable, with the reason, when VIES or the member state is down or answers nonsense', async () => {
    stand.mode = 'ms_unavailable';
    expect(await client().check('BE0428759497')).toEqual({ status: 'unavailable', reason: 'MS_UNAVAILABLE' });
    stand.mode = 'http_500';
    expect(await client().check('BE0428759497')).toEqual({ status: 'unavailable', reason: 'http_500' });
    stand.mode = 'malformed';
    expect(await client().check('BE0428759497')).toEqual({ status: 'unavailable', reason: 'malformed' });
  });

  it('gives up after its timeout', async () => {
    stand.mode = 'slow';
    expect(await client(150).check('BE0428759497')).toEqual({ status: 'unavailable', reason: 'timeout' });
  });

  it('says unavailable when nobody listens', async () => {
    const gone = await startViesStandIn();
    const url = gone.url;
    await gone.close();
    const answer = await createViesClient({ url, timeoutMs: 2000 }).check('BE0428759497');
    expect(answer).toEqual({ status: 'unavailable', reason: 'unreachable' });
  });

  describe('kept for a while', () => {
    let clock = 0;
    const checker = (maxEntries?: number) =>
      createViesChecker(client(), { now: () => clock, maxEntries, warn: () => {} });

    it('asks VIES once per number per period, concurrent questions sharing one call', async () => {
      const vies = checker();
      const answers = await Promise.all([1, 2, 3].map(() => vies.check('BE0428759497')));
      expect(answers.map((a) => a.status)).toEqual(['valid', 'valid', 'valid']);
      expect(stand.calls).toHaveLength(1);
      clock += VIES_CACHE_MS.valid - 1;
      await vies.check('BE0428759497');
      expect(stand.calls).toHaveLength(1);
      clock += 2;
      await vies.check('BE0428759497');
      expect(stand.calls).toHaveLength(2);
    });

    it('keeps "VIES is down" for a minute only, then asks again', async () => {
      const vies = checker();
      stand.mode = 'ms_unavailable';
      expect((await vies.check('DE136695976')).status).toBe('unavailable');
      stand.mode = 'normal';
      expect((await vies.check('DE136695976')).status).toBe('unavailable');
      clock += VIES_CACHE_MS.unavailable + 1;
      expect((await vies.check('DE136695976')).status).toBe('valid');
      expect(stand.calls).toHaveLength(2);
    });

    it('forgets the oldest number beyond its bound', async () => {
      const vies = checker(2);
      await vies.check('BE0428759497');
      await vies.check('DE136695976');
      await vies.check('FR61954506077');
      await vies.check('DE136695976');
      expect(stand.calls).toHaveLength(3);
      await vies.check('BE0428759497');
      expect(stand.calls).toHaveLength(4);
    });

    it('answers unavailable (off) without a client, asking nobody', async () => {
      expect(await createViesChecker(undefined).check('BE0428759497')).toEqual({
        status: 'unavailable',
        reason: 'off',
      });
      expect(stand.calls).toHaveLength(0);
    });
  });
});
