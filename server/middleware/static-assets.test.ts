import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer, rawRequest } from '../test-support.ts';
import { immutableCache, staticAssets } from './static-assets.ts';

describe('static assets', () => {
  let root: string;
  let server: RunningServer;
  let app: express.Express;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    fs.mkdirSync(path.join(root, 'dist/client'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public'));
    fs.writeFileSync(path.join(root, 'dist/client/main-AB12CD34.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'dist/client/logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(root, 'dist/client/.env'), 'SECRET=1');
    fs.writeFileSync(path.join(root, 'secret.json'), '{"secret":true}');
    fs.writeFileSync(path.join(root, 'public/favicon.ico'), 'ico');
    fs.writeFileSync(path.join(root, 'dist/client/manifest.json'), '{"entry":"/assets/main-AB12CD34.js"}');
    app = express();
    app.use(
      staticAssets({ assetsDir: path.join(root, 'dist/client'), publicDir: path.join(root, 'public') }),
    );
    app.use((_req, res) => res.type('html').send('<html>SSR page</html>'));
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves hashed files as immutable for a year', async () => {
    const res = await request(app).get('/assets/main-AB12CD34.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(immutableCache);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('makes unhashed files revalidate', async () => {
    const res = await request(app).get('/assets/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('answers a missing asset with 404 text/plain and no-store, never the SSR page', async () => {
    const res = await request(app).get('/assets/does-not-exist.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('SSR page');
  });

  it('never serves a file outside the folder, however the traversal is spelled', async () => {
    for (const target of [
      '/assets/../secret.json',
      '/assets/../../package.json',
      '/assets/..%2fsecret.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/secret.json',
      '/assets/..%5csecret.json',
      '/assets/.env',
    ]) {
      const res = await rawRequest(server.url, target);
      expect([400, 404], target).toContain(res.status);
      expect(res.body, target).not.toContain('secret');
      expect(res.body, target).not.toContain('SSR page');
    }
  });

  it('does not list folders or serve the build manifest', async () => {
    expect((await request(app).get('/assets/')).status).toBe(404);
    expect((await request(app).get('/assets/manifest.json')).status).toBe(404);
  });

  it('serves /favicon.ico from public/ and answers /robots.txt even without a file', async () => {
    const icon = await request(app).get('/favicon.ico');
    expect(icon.status).toBe(200);
    const missing = await request(app).get('/favicon.svg');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const robots = await request(app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent: *');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers every spelling Express routes to it (any case, a trailing slash) and passes pages on', async () => {
    expect((await request(app).get('/ASSETS/main-AB12CD34.js')).text).toBe('console.log(1)');
    expect((await request(app).get('/Robots.TXT')).text).toContain('User-agent: *');
    expect((await request(app).get('/robots.txt/')).text).toContain('User-agent: *');
    expect((await request(app).get('/FAVICON.ICO')).status).toBe(200);
    for (const page of ['/', '/assetsx', '/robots', '/koffie/robots.txt', '/espressomachines'])
      expect((await request(app).get(page)).text).toBe('<html>SSR page</html>');
  });
});
