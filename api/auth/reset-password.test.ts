import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { authTokens, outbox } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('password reset and rate limits', (driver) => {
  const t = useTestApi(driver);
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    request(t.app).post('/api/customerAuth/login').set(from(ip)).send({ email, password });
  const lastMailTo = async (to: string) => {
    const [mail] = await t.api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail;
  };
  const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('mails a single-use link in the visitor’s language, sets the new password and ends every session', async () => {
    const session = (await login('wachtwoord@demo.nl', 'Demo1234!', '10.1.0.1').expect(200)).body
      .token as string;
    await request(t.app)
      .post('/api/customer/sendResetToken')
      .set('X-FZ-Language-Id', '4')
      .set(from('10.1.0.1'))
      .send({ email: ' Wachtwoord@Demo.nl ' })
      .expect(200, { data: { sent: true } });
    const mail = await lastMailTo('wachtwoord@demo.nl');
    expect(mail?.subject).toBe('Reset your password');
    // In HTML and text, to the account's holder (Wim Woord in the demo seed) by name.
    expect(mail?.text).toMatch(/^Dear Wim,\n/);
    expect(mail?.html).toContain('Dear Wim,');
    expect(mail?.html).toMatch(/href="http:\/\/127\.0\.0\.1:3000\/en\/reset-password\/[A-Za-z0-9_-]{43}"/);
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/en\/reset-password\/[A-Za-z0-9_-]{43}/);
    const token = tokenIn(mail!.text);
    await request(t.app)
      .post('/api/customer/checkResetToken')
      .send({ token })
      .expect(200, { data: { valid: true } });
    const short = await request(t.app)
      .post('/api/customer/resetPassword')
      .send({ token, password: 'kort', password_confirmation: 'kort' })
      .expect(400);
    expect(short.body.message).toMatch(/at least 8/);
    await request(t.app)
      .post('/api/customer/resetPassword')
      .send({ token, password: 'Nieuw-wachtwoord-1', password_confirmation: 'anders' })
      .expect(400);
    await request(t.app)
      .post('/api/customer/resetPassword')
      .send({ token, password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1' })
      .expect(200, { data: { reset: true } });
    await login('wachtwoord@demo.nl', 'Demo1234!', '10.1.0.2').expect(401);
    await login('wachtwoord@demo.nl', 'Nieuw-wachtwoord-1', '10.1.0.2').expect(200);
    await request(t.app).get('/api/customer/me').set('Authorization', `Bearer ${session}`).expect(401);
    // Used up: the same link cannot set a password again.
    const again = await request(t.app)
      .post('/api/customer/resetPassword')
      .send({ token, password: 'Derde-wachtwoord-3', password_confirmation: 'Derde-wachtwoord-3' })
      .expect(400);
    expect(again.body.error).toBe('invalid_reset_token');
    await request(t.app).post('/api/customer/checkResetToken').send({ token }).expect(400);
  });

  it('refuses an expired link, an unknown e-mail (404) and malformed input (400), never 500', async () => {
    await request(t.app)
      .post('/api/customer/sendResetToken')
      .set(from('10.2.0.1'))
      .send({ email: 'klant@demo.nl' })
      .expect(200);
    const mail = await lastMailTo('klant@demo.nl');
    expect(mail?.subject).toBe('Wachtwoord opnieuw instellen');
    expect(mail?.text).toContain('http://127.0.0.1:3000/reset-password/');
    const token = tokenIn(mail!.text);
    await t.api.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, 'reset'));
    const expired = await request(t.app).post('/api/customer/checkResetToken').send({ token }).expect(400);
    expect(expired.body).toEqual({ error: 'invalid_reset_token', message: expect.any(String) });
    const unknown = await request(t.app)
      .post('/api/customer/sendResetToken')
      .set(from('10.2.0.2'))
      .send({ email: 'niemand@demo.nl' })
      .expect(404);
    expect(unknown.body.message).toMatch(/no account/);
    for (const body of [
      {},
      { email: 'geen-adres' },
      { email: ['a@b.nl'] },
      { email: `${'a'.repeat(300)}@b.nl` },
    ]) {
      await request(t.app).post('/api/customer/sendResetToken').set(from('10.2.0.3')).send(body).expect(400);
    }
    for (const body of [{}, { token: 'short' }, { token: 'x'.repeat(500) }, { token: 42 }]) {
      const res = await request(t.app).post('/api/customer/checkResetToken').send(body);
      expect(res.status).toBe(400);
    }
    await request(t.app)
      .post('/api/customer/resetPassword')
      .send({ token: 'A'.repeat(43), password: 'Goed-genoeg-1', password_confirmation: 'Goed-genoeg-1' })
      .expect(400);
  });

  it('limits reset requests per e-mail (3 an hour) and per IP (10 an hour), with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.app)
        .post('/api/customer/sendResetToken')
        .set(from(`10.3.0.${i}`))
        .send({ email: 'trade@demo.nl' })
        .expect(200);
    }
    const limited = await request(t.app)
      .post('/api/customer/sendResetToken')
      .set(from('10.3.0.9'))
      .send({ email: 'trade@demo.nl' })
      .expect(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    for (let i = 0; i < 10; i++) {
      await request(t.app)
        .post('/api/customer/sendResetToken')
        .set(from('10.4.0.1'))
        .send({ email: `niemand${i}@demo.nl` })
        .expect(404);
    }
    await request(t.app)
      .post('/api/customer/sendResetToken')
      .set(from('10.4.0.1'))
      .send({ email: 'dealer@demo.nl' })
      .expect(429);
    await request(t.app)
      .post('/api/customer/sendResetToken')
      .set(from('10.4.0.2'))
      .send({ email: 'dealer@demo.nl' })
      .expect(200);
  });

  it('locks an e-mail after 10 failed logins, even with the right password, and an IP after 30', async () => {
    for (let i = 0; i < 10; i++) await login('dealer@demo.nl', 'wrong', `10.5.0.${i}`).expect(401);
    const locked = await login('dealer@demo.nl', 'Demo1234!', '10.5.1.1').expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 30; i++) await login(`niemand${i}@demo.nl`, 'wrong', '10.6.0.1').expect(401);
    await login('gast@demo.nl', 'Demo1234!', '10.6.0.1').expect(429);
    await login('gast@demo.nl', 'Demo1234!', '10.6.0.2').expect(200);
  });

  it('counts a spoofed X-Forwarded-For only from a trusted proxy', async () => {
    // supertest connects over loopback, which the API trusts by default: the header names the client.
    const seen = await login('niemand@demo.nl', 'wrong', '10.7.0.1');
    expect(seen.status).toBe(401);
    const { createApiApp } = await import('../app.ts');
    const strict = createApiApp({ db: t.api.database, config: { log: false, trustProxy: false } });
    // Untrusted: 30 failures from "different" IPs all count against the one real peer.
    for (let i = 0; i < 30; i++) {
      await request(strict)
        .post('/api/customerAuth/login')
        .set(from(`10.8.0.${i}`))
        .send({ email: `x${i}@demo.nl`, password: 'w' })
        .expect(401);
    }
    await request(strict)
      .post('/api/customerAuth/login')
      .set(from('10.8.1.1'))
      .send({ email: 'klant@demo.nl', password: 'Demo1234!' })
      .expect(429);
  });
});
