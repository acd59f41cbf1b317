import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useStaffApp } from '../testing/staff-app.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { foldTerms } from './synonyms-routes.ts';

const STAFF_TOKEN = 'staff-token-for-synonyms-0123456789';
const staff = { Authorization: `Bearer ${STAFF_TOKEN}` };

describeEachDatabase('search synonyms', (driver) => {
  const staffApp = useStaffApp(driver, { staffToken: STAFF_TOKEN, forwardedFor: '10.42.0.1' });
  const { tokens } = staffApp;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const search = async (text: string) => {
    const res = await request(staffApp.app)
      .post('/api/queryProducts')
      .set('X-FZ-Language-Id', '1')
      .send({ search: text, per_page: 10 })
      .expect(200);
    return res.body as {
      products: { data: { name: string }[]; paging: { total: number } };
      did_you_mean?: string | null;
    };
  };

  it('lists the seeded synonyms of this catalogue, in order of id', async () => {
    const res = await request(staffApp.app).get('/api/search/synonyms').set(staff).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.body.data as {
      id: number;
      language_id: number | null;
      terms: string[];
      two_way: boolean;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['id', 'language_id', 'terms', 'two_way']);
    expect(rows).toContainEqual(
      expect.objectContaining({ language_id: 1, terms: ['piston', 'hendel'], two_way: true }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ language_id: 4, terms: ['frother', 'milk frother'], two_way: false }),
    );
  });

  it('is for shop staff only: 401 without or with a wrong token, 403 for a dealer or a consumer', async () => {
    for (const res of [
      await request(staffApp.app).get('/api/search/synonyms'),
      await request(staffApp.app).get('/api/search/synonyms').set(bearer('not-a-real-token')),
      await request(staffApp.app)
        .get('/api/search/synonyms')
        .set(bearer(`${STAFF_TOKEN}x`)),
      await request(staffApp.app).get('/api/search/synonyms').set({ Authorization: 'Basic abc' }),
      await request(staffApp.app)
        .post('/api/search/synonyms')
        .send({ terms: ['a', 'b'] }),
      await request(staffApp.app).delete('/api/search/synonyms/1'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'unauthenticated', message: expect.any(String) });
      expect(res.body.data).toBeUndefined();
    }
    for (const email of ['dealer@demo.nl', 'klant@demo.nl']) {
      const who = bearer(tokens[email]!);
      const read = await request(staffApp.app).get('/api/search/synonyms').set(who);
      expect(read.status, email).toBe(403);
      expect(read.body).toMatchObject({ error: 'forbidden' });
      expect(read.body.data).toBeUndefined();
      // Access is checked before the body: a bad body from a dealer is still a 403.
      await request(staffApp.app).post('/api/search/synonyms').set(who).send({ terms: 'x' }).expect(403);
      await request(staffApp.app)
        .put('/api/search/synonyms/1')
        .set(who)
        .send({ terms: ['a', 'b'] })
        .expect(403);
      await request(staffApp.app).delete('/api/search/synonyms/1').set(who).expect(403);
    }
    // The dealer may still read the insights: the two guards differ on purpose.
    await request(staffApp.app)
      .get('/api/search/insights')
      .set(bearer(tokens['dealer@demo.nl']!))
      .expect(200);
    await request(staffApp.app).get('/api/search/synonyms').set(staff).expect(200);
  });

  it('counts wrong tokens per address: 429 after 20, while other addresses still get in', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 20; i++)
      await request(staffApp.app)
        .get('/api/search/synonyms')
        .set(from('10.42.9.9'))
        .set(bearer(`wrong-${i}`))
        .expect(401);
    const limited = await request(staffApp.app)
      .get('/api/search/synonyms')
      .set(from('10.42.9.9'))
      .set(bearer('wrong-again'))
      .expect(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(staffApp.app).get('/api/search/synonyms').set(from('10.42.9.9')).set(staff).expect(429);
    await request(staffApp.app).get('/api/search/synonyms').set(from('10.42.9.10')).set(staff).expect(200);
  });

  it('refuses bad bodies with a 400 and a message, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { terms: null },
      { terms: 'koffie molen' },
      { terms: ['alleen'] },
      { terms: [] },
      { terms: Array.from({ length: 21 }, (_, i) => `woord${String.fromCharCode(97 + i)}`) },
      { terms: ['koffie', 3] },
      { terms: ['koffie', null] },
      { terms: ['koffie', ['molen']] },
      { terms: ['koffie', { a: 1 }] },
      { terms: ['koffie', ''] },
      { terms: ['koffie', '   '] },
      { terms: ['koffie', '---'] },
      { terms: ['koffie', 'x'.repeat(61)] },
      { terms: ['koffie', 'molen & zeef'] },
      { terms: ['koffie', 'molen | zeef'] },
      { terms: ['koffie', '!molen'] },
      { terms: ['koffie', 'molen:*'] },
      { terms: ['koffie', '(molen)'] },
      { terms: ['koffie', 'molen <-> zeef'] },
      { terms: ['koffie', "molen's"] },
      { terms: ['koffie', 'molen, zeef'] },
      { terms: ['koffie', 'molen.'] },
      { terms: ['koffie', '"molen"'] },
      { terms: ['koffie', 'molen 😀'] },
      { terms: ['koffie', 'een twee drie vier'] },
      { terms: ['koffie', 'Koffie'] },
      { terms: ['Café', 'cafe'] },
      { terms: ['bean-to-cup', 'bean to  cup'] },
      { terms: ['koffie', 'molen'], language_id: 2 },
      { terms: ['koffie', 'molen'], language_id: '1' },
      { terms: ['koffie', 'molen'], language_id: 0 },
      { terms: ['koffie', 'molen'], language_id: 1.5 },
      { terms: ['koffie', 'molen'], two_way: 'yes' },
      { terms: ['koffie', 'molen'], two_way: 1 },
      { terms: ['koffie', 'molen'], two_way: null },
      { terms: ['koffie', 'molen'], id: 7 },
      { terms: ['koffie', 'molen'], language: 1 },
      [],
      'koffie',
      null,
    ];
    for (const body of bodies) {
      const res = await request(staffApp.app)
        .post('/api/search/synonyms')
        .set(staff)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message: expect.any(String) });
    }
    // Control characters are refused where every request is parsed.
    for (const term of ['koffie\u0000', 'mol\ten', 'mo\nlen', 'molen\u007f', 'molen\u0085']) {
      const res = await request(staffApp.app)
        .post('/api/search/synonyms')
        .set(staff)
        .send({ terms: ['koffie', term] });
      expect(res.status, JSON.stringify(term)).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed' });
    }
    // The messages say what is wrong, for the merchant's screen.
    const twice = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ terms: ['Café', 'cafe'] });
    expect(twice.body.message).toMatch(/twice/);
    const operators = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ terms: ['koffie', 'molen & zeef'] });
    expect(operators.body.message).toMatch(/only letters, digits, spaces and hyphens/);
    const unknown = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ terms: ['koffie', 'molen'], id: 7 });
    expect(unknown.body.message).toMatch(/unknown field id/);
    // Bad ids and unknown ids.
    for (const id of ['0', 'abc', '-1', '1.5', '99999999999']) {
      await request(staffApp.app)
        .put(`/api/search/synonyms/${id}`)
        .set(staff)
        .send({ terms: ['koffie', 'molen'] })
        .expect(400);
      await request(staffApp.app).delete(`/api/search/synonyms/${id}`).set(staff).expect(400);
    }
    const missing = await request(staffApp.app)
      .put('/api/search/synonyms/999999')
      .set(staff)
      .send({ terms: ['koffie', 'molen'] })
      .expect(404);
    expect(missing.body).toMatchObject({ error: 'not_found' });
    await request(staffApp.app).delete('/api/search/synonyms/999999').set(staff).expect(404);
    // A bad body for an unknown id: the body is the first thing wrong.
    await request(staffApp.app).put('/api/search/synonyms/999999').set(staff).send({ terms: [] }).expect(400);
  });

  it('creates, reads, changes and deletes a synonym, saved folded', async () => {
    const created = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ language_id: 4, terms: ['  Crème  Brûlée ', 'Bean-to-Cup', 'ÉCLAIR', '58 mm'], two_way: false })
      .expect(201);
    const id = created.body.data.id as number;
    expect(created.body).toEqual({
      data: { id, language_id: 4, terms: ['creme brulee', 'bean to cup', 'eclair', '58 mm'], two_way: false },
    });
    // Defaults: both languages, two-way.
    const both = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ terms: ['aaa', 'bbb'] })
      .expect(201);
    expect(both.body.data).toMatchObject({ language_id: null, terms: ['aaa', 'bbb'], two_way: true });
    const listed = (await request(staffApp.app).get('/api/search/synonyms').set(staff).expect(200)).body.data;
    expect(listed.at(-2)).toEqual(created.body.data);
    expect(listed.at(-1)).toEqual(both.body.data);

    // PUT replaces the whole synonym (absent fields take their defaults).
    const changed = await request(staffApp.app)
      .put(`/api/search/synonyms/${id}`)
      .set(staff)
      .send({ terms: ['Melkkan', 'pitcher', 'melk-kan'] })
      .expect(200);
    expect(changed.body).toEqual({
      data: { id, language_id: null, terms: ['melkkan', 'pitcher', 'melk kan'], two_way: true },
    });
    const explicit = await request(staffApp.app)
      .put(`/api/search/synonyms/${id}`)
      .set(staff)
      .send({ language_id: null, terms: ['melkkan', 'pitcher'], two_way: true })
      .expect(200);
    expect(explicit.body.data).toEqual({
      id,
      language_id: null,
      terms: ['melkkan', 'pitcher'],
      two_way: true,
    });
    const after = (await request(staffApp.app).get('/api/search/synonyms').set(staff).expect(200)).body.data;
    expect(after.find((r: { id: number }) => r.id === id)).toEqual(explicit.body.data);

    for (const row of [id, both.body.data.id]) {
      const gone = await request(staffApp.app).delete(`/api/search/synonyms/${row}`).set(staff).expect(204);
      expect(gone.text).toBe('');
      await request(staffApp.app).delete(`/api/search/synonyms/${row}`).set(staff).expect(404);
    }
    const ids = (
      await request(staffApp.app).get('/api/search/synonyms').set(staff).expect(200)
    ).body.data.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(id);
    expect(ids).not.toContain(both.body.data.id);
  });

  it('bounds the sets a term is in: one too many is a 400 naming it; search stays fast (issue 39)', async () => {
    const made: number[] = [];
    const post = (terms: string[], language_id: number | null = 1) =>
      request(staffApp.app).post('/api/search/synonyms').set(staff).send({ language_id, terms });
    for (let i = 0; i < 8; i++)
      made.push((await post(['zzgedeeld', `zzander${i}`]).expect(201)).body.data.id);
    const refused = await post(['zzgedeeld', 'zzander8']).expect(400);
    expect(refused.body.message).toMatch(/"zzgedeeld" is already in 8 synonym sets .* at most 8/);
    // Another language's sets do not count; a set for both languages meets all of them.
    made.push((await post(['zzgedeeld', 'zzother'], 4).expect(201)).body.data.id);
    await post(['zzgedeeld', 'zzboth'], null).expect(400);
    // Replacing one of the eight with itself is no ninth.
    await request(staffApp.app)
      .put(`/api/search/synonyms/${made[0]}`)
      .set(staff)
      .send({ language_id: 1, terms: ['zzgedeeld', 'zzanders'] })
      .expect(200);
    // Sets written past the API (an import) are bounded at query time: the search answers.
    await staffApp.database.database.db.execute(
      sql.raw(
        `INSERT INTO search_synonyms (language_id, terms) SELECT 1, ARRAY['molen'] || ARRAY(SELECT 'zzw' || g || 'x' || k FROM generate_series(1, 19) k) FROM generate_series(1, 150) g`,
      ),
    );
    // A write through the API makes this instance read the synonyms again.
    const nudge = (await post(['zznudge', 'zznudge2']).expect(201)).body.data.id;
    await request(staffApp.app).delete(`/api/search/synonyms/${nudge}`).set(staff).expect(204);
    expect((await search('molen')).products.paging.total).toBeGreaterThan(0);
    await staffApp.database.database.db.execute(
      sql.raw(`DELETE FROM search_synonyms WHERE terms[2] LIKE 'zzw%'`),
    );
    for (const id of made)
      await request(staffApp.app).delete(`/api/search/synonyms/${id}`).set(staff).expect(204);
  });

  it('changes what the search finds at once, without a reindex', async () => {
    const before = await search('zwengel');
    expect(before.products.paging.total).toBe(0);

    const added = await request(staffApp.app)
      .post('/api/search/synonyms')
      .set(staff)
      .send({ language_id: 1, terms: ['zwengel', 'hendelmachine'], two_way: true })
      .expect(201);
    const found = await search('zwengel');
    expect(found.products.paging.total).toBeGreaterThan(0);
    // The very products the synonym's other term finds.
    const lever = await search('hendelmachine');
    expect(found.products.paging.total).toBe(lever.products.paging.total);
    expect(found.products.data.map((p) => p.name)).toEqual(lever.products.data.map((p) => p.name));
    // Dutch only: the English search does not use it.
    const english = await request(staffApp.app)
      .post('/api/queryProducts')
      .set('X-FZ-Language-Id', '4')
      .send({ search: 'zwengel', per_page: 10 })
      .expect(200);
    expect(english.body.products.paging.total).toBe(0);

    // One-way: the first term finds the others, not the reverse.
    await request(staffApp.app)
      .put(`/api/search/synonyms/${added.body.data.id}`)
      .set(staff)
      .send({ language_id: 1, terms: ['hendelmachine', 'zwengel'], two_way: false })
      .expect(200);
    expect((await search('zwengel')).products.paging.total).toBe(0);

    await request(staffApp.app).delete(`/api/search/synonyms/${added.body.data.id}`).set(staff).expect(204);
    expect((await search('zwengel')).products.paging.total).toBe(0);
  });
});

describeEachDatabase('search synonyms without a staff token', (driver) => {
  const t = useTestApi(driver);

  it('answers 503 with a message, whatever token comes', async () => {
    for (const headers of [{}, staff, { Authorization: 'Bearer anything' }]) {
      const res = await request(t.app).get('/api/search/synonyms').set(headers).expect(503);
      expect(res.body).toEqual({
        error: 'staff_disabled',
        message: expect.stringMatching(/CHAT_STAFF_TOKEN/),
      });
      await request(t.app)
        .post('/api/search/synonyms')
        .set(headers)
        .send({ terms: ['a', 'b'] })
        .expect(503);
    }
  });
});

describe('foldTerms', () => {
  it('folds as the search folds a query and keeps the order', () => {
    expect(foldTerms(['Cafeïnevrij', ' Dual\u00a0 Boiler ', 'bean-to-cup', 'E61'])).toEqual([
      'cafeinevrij',
      'dual boiler',
      'bean to cup',
      'e61',
    ]);
  });
});
