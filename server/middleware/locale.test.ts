import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogger, testConfig } from '../test-support.ts';
import { locale } from './locale.ts';
import { ctxOf, requestContext } from './request-context.ts';

function app(publicUrl = 'http://shop.test') {
  const a = express();
  a.use(requestContext({ logger: captureLogger().logger }));
  a.use(cookieParser(), locale(testConfig({ PUBLIC_URL: publicUrl })));
  a.use((_req, res) => res.json({ locale: ctxOf(res).locale }));
  return a;
}

describe('locale', () => {
  it('reads the locale from the path: /en is English, everything else Dutch', async () => {
    expect((await request(app()).get('/en/search')).body.locale).toBe('en');
    expect((await request(app()).get('/en')).body.locale).toBe('en');
    expect((await request(app()).get('/zoeken')).body.locale).toBe('nl');
    expect((await request(app()).get('/english')).body.locale).toBe('nl');
  });

  it('remembers the locale in a cookie for 365 days when it differs', async () => {
    const res = await request(app()).get('/en/search').set('Cookie', 'locale=nl');
    expect(res.headers['set-cookie']).toEqual(['locale=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    const same = await request(app()).get('/en/search').set('Cookie', 'locale=en');
    expect(same.headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookie Secure over https', async () => {
    const res = await request(app('https://shop.example')).get('/');
    expect(res.headers['set-cookie']![0]).toContain('; Secure');
  });

  it('never reflects cookie or Accept-Language content into headers', async () => {
    const res = await request(app())
      .get('/')
      .set('Cookie', 'locale=de%0d%0aX-Injected:%201; other="><script>')
      .set('Accept-Language', '*;q=foo, xx-, ;;;, en-US;q=2');
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('nl');
    expect(res.headers['x-injected']).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual(['locale=nl; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
