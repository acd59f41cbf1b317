import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('logging in', (driver) => {
  const t = useTestApi(driver);
  const login = (email: string, password: string) =>
    request(t.app).post('/api/customerAuth/login').send({ email, password });

  it('gives a consumer a token that shows who they are, with account permissions', async () => {
    const res = await login('klant@demo.nl', 'Demo1234!').expect(200);
    expect(res.body.scart_items_merged).toBe(false);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await request(t.app)
      .get('/api/customer/me')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
    expect(me.body.data).toMatchObject({
      email: 'klant@demo.nl',
      firstname: 'Sanne',
      middle_name: 'de',
      lastname: 'Vries',
      account_exists: true,
      is_dealer: false,
      is_unit4: false,
      permissions: ['account.edit', 'address.create', 'address.edit'],
    });
  });

  it('knows dealers, trade accounts and guest accounts, and matches e-mail case-insensitively', async () => {
    const who = async (email: string) => {
      const { body } = await login(email, 'Demo1234!').expect(200);
      return (
        await request(t.app).get('/api/customer/me').set('Authorization', `Bearer ${body.token}`).expect(200)
      ).body.data;
    };
    expect(await who('DEALER@demo.nl')).toMatchObject({ is_dealer: true, permissions: [] });
    expect(await who('trade@demo.nl')).toMatchObject({ is_unit4: true, permissions: [] });
    expect(await who('gast@demo.nl')).toMatchObject({ account_exists: false, permissions: [] });
  });

  it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
    const wrong = await login('klant@demo.nl', 'wrong').expect(401);
    const unknown = await login('niemand@demo.nl', 'Demo1234!').expect(401);
    expect(wrong.body).toEqual({ message: expect.any(String), error: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an incomplete login with 400', async () => {
    await request(t.app).post('/api/customerAuth/login').send({ email: 'klant@demo.nl' }).expect(400);
    await request(t.app)
      .post('/api/customerAuth/login')
      .send({ email: 'geen-email', password: 'x' })
      .expect(400);
    await request(t.app)
      .post('/api/customerAuth/login')
      .send({ email: ['a'], password: 'x' })
      .expect(400);
  });

  it('answers 401 for me without a token or with a forged one', async () => {
    const none = await request(t.app).get('/api/customer/me').expect(401);
    expect(none.body.error).toBe('unauthenticated');
    await request(t.app).get('/api/customer/me').set('Authorization', 'Bearer forged').expect(401);
    await request(t.app)
      .get('/api/customer/me')
      .set('Authorization', `Bearer ${'a'.repeat(43)}`)
      .expect(401);
  });

  it('revokes the token at logout', async () => {
    const { body } = await login('klant@demo.nl', 'Demo1234!').expect(200);
    const auth = `Bearer ${body.token}`;
    await request(t.app).get('/api/customer/me').set('Authorization', auth).expect(200);
    await request(t.app).post('/api/customerAuth/logout').set('Authorization', auth).expect(200);
    await request(t.app).get('/api/customer/me').set('Authorization', auth).expect(401);
    await request(t.app).post('/api/customerAuth/logout').expect(401);
  });

  it('stores only a hash of the token', async () => {
    const { body } = await login('klant@demo.nl', 'Demo1234!').expect(200);
    const { authTokens } = await import('../db/schema.ts');
    const rows = await t.api.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === body.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash) && r.expiresAt > new Date())).toBe(true);
  });
});
