/**
 * Photos through the image pipeline (issue 41, decision 097), over HTTP: the staff's upload (a
 * JPEG, PNG or WebP with an EXIF GPS block is stored without metadata, in sRGB; a file that is not
 * a photo, truncated, too big, a decompression bomb or an SVG gets a 400 and nothing is stored;
 * no staff token: 401/403) and serving (the fixed widths only, AVIF/WebP/JPEG by name, immutable
 * caching, a new photo a new URL; the demo's drawings rendered as raster photos).
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { photoOriginals, productPhotos, products, productTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const STAFF = 'staff-token-for-photos-0123456789';
/** HTTP Archive / MDN: the image types a browser is sent for each name. */
const mime = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** The widths decision 097 fixes (CSS px of the card, gallery and hero layouts at 1× and 2×). */
const WIDTHS = [160, 320, 480, 640, 960, 1280, 1600];

/** A photo with a camera's EXIF block and a GPS position (Utrecht), as a phone writes it. */
function photo(format: 'jpeg' | 'png' | 'webp', colour = '#6f4e37', width = 900, height = 600) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4f1ec"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'Koffie Camera', Model: 'Test 1', Copyright: 'Koffie & Keuken' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 5/1 25/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 7/1 18/1',
      },
    });
  return (format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()).toBuffer();
}

describeEachDatabase('product photos', (driver) => {
  const t = useTestApi(driver, () => ({
    chatStaffToken: STAFF,
    photoMaxBytes: 2 * 1024 * 1024,
    photoMaxMegapixels: 4,
  }));
  const db = () => t.api.database.db;
  let sku = '';
  let productId = 0;
  let slug = '';

  beforeAll(async () => {
    const [row] = await db()
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.mediaKind, 'grinder'))
      .orderBy(products.id)
      .limit(1);
    sku = row!.sku;
    productId = row!.id;
    const [tr] = await db()
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.languageId, 1)));
    slug = tr!.slug;
  });

  const upload = (body: Buffer, type = 'image/jpeg', token: string | null = STAFF, to = sku) => {
    const req = request(t.app)
      .post(`/api/staff/products/${encodeURIComponent(to)}/photos`)
      .set('Content-Type', type);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  };
  const stored = async () => ({
    originals: (await db().select({ n: count() }).from(photoOriginals))[0]!.n,
    rows: (
      await db().select({ n: count() }).from(productPhotos).where(eq(productPhotos.productId, productId))
    )[0]!.n,
  });
  const get = (url: string) =>
    request(t.app)
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it("shows the demo's drawings as raster photos, machines and grinders in three views or more", async () => {
    // every machine and grinder in three views or more
    const [thin] = await db()
      .select({ n: count() })
      .from(products)
      .where(
        sql`${products.mediaKind} IN ('machine', 'grinder') AND (SELECT count(*) FROM product_photos pp WHERE pp.product_id = ${products.id}) < 3`,
      );
    expect(thin!.n).toBe(0);
    const rows = await db().select().from(productPhotos).where(eq(productPhotos.productId, productId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    const res = await get(`/api/media/photos/${rows[0]!.hash}-320.webp`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    // the original is 1,600 px, rendered once and stored
    const [original] = await db().select().from(photoOriginals).where(eq(photoOriginals.hash, rows[0]!.hash));
    expect(original?.width).toBe(1600);
    // the product's page and its card name them by hash
    const page = await request(t.app).get(`/api/products/${slug}`).set('X-FZ-Language-Id', '1').expect(200);
    expect(page.body.data.product.photos).toEqual(
      rows.sort((a, b) => a.position - b.position).map((r) => `/api/media/photos/${r.hash}.jpg`),
    );
  });

  it('refuses an upload without the staff token, and a customer', async () => {
    const file = await photo('jpeg');
    const before = await stored();
    const none = await upload(file, 'image/jpeg', null);
    expect(none.status).toBe(401);
    const wrong = await upload(file, 'image/jpeg', 'not-the-staff-token-0123456789');
    expect(wrong.status).toBe(401);
    const login = await request(t.app)
      .post('/api/customerauth/login')
      .set('X-FZ-Language-Id', '1')
      .send({ email: 'klant@demo.nl', password: 'Demo1234!' });
    const customer = await upload(file, 'image/jpeg', login.body.token ?? login.body.data?.token);
    expect([401, 403]).toContain(customer.status);
    expect(await stored()).toEqual(before);
  });

  it('refuses what is no good photo with a 400 and a message, storing nothing', async () => {
    const jpeg = await photo('jpeg');
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = await stored();
    const cases: [string, Buffer, string, RegExp][] = [
      ['not an image', Buffer.from('this is not a photo at all'), 'image/jpeg', /not a JPEG, PNG or WebP/],
      ['truncated', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', /truncated or damaged/],
      [
        'an SVG passed as a photo',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'image/png',
        /not a JPEG, PNG or WebP/,
      ],
      [
        'a decompression bomb (16 megapixels over a 4 megapixel limit)',
        bomb,
        'image/png',
        /more than 4 megapixels/,
      ],
      [
        'too many bytes',
        Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]),
        'image/jpeg',
        /larger than 2 MB/,
      ],
      ['empty', Buffer.alloc(0), 'image/jpeg', /empty/],
    ];
    for (const [name, body, type, message] of cases) {
      const res = await upload(body, type);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
    // an SVG declared as what it is
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.status).toBe(415);
    // an unknown SKU
    expect((await upload(jpeg, 'image/jpeg', STAFF, 'NO-SUCH-SKU-41')).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('stores a JPEG, PNG and WebP with EXIF and GPS without any metadata, in sRGB, and serves them', async () => {
    const added: { hash: string; url: string; position: number }[] = [];
    for (const [format, colour] of [
      ['jpeg', '#6f4e37'],
      ['png', '#2f5d9a'],
      ['webp', '#3f7a55'],
    ] as const) {
      const file = await photo(format, colour);
      const exif = (await sharp(file).metadata()).exif;
      expect(exif, `${format} test file has its EXIF`).toBeDefined();
      const res = await upload(file, `image/${format}`);
      expect(res.status, format).toBe(201);
      added.push(res.body.data);
      const [original] = await db()
        .select()
        .from(photoOriginals)
        .where(eq(photoOriginals.hash, res.body.data.hash));
      const meta = await sharp(Buffer.from(original!.bytes)).metadata();
      expect(meta.exif, format).toBeUndefined();
      expect(meta.xmp, format).toBeUndefined();
      expect(meta.icc, format).toBeUndefined();
      expect(meta.space).toBe('srgb');
      expect([meta.width, meta.height]).toEqual([900, 600]);
      expect(Buffer.from(original!.bytes).includes(Buffer.from('Koffie Camera'))).toBe(false);
    }
    // the drawings made way; the three in order
    const rows = await db()
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(productPhotos.position);
    expect(rows.map((r) => [r.position, r.source])).toEqual([
      [1, 'upload'],
      [2, 'upload'],
      [3, 'upload'],
    ]);
    const [p] = await db()
      .select({ n: products.photoCount })
      .from(products)
      .where(eq(products.id, productId));
    expect(p!.n).toBe(3);

    // served at every width in every format, with a year's immutable caching, metadata-free
    const hash = added[0]!.hash;
    expect(added[0]!.url).toBe(`/api/media/photos/${hash}.jpg`);
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      for (const width of [160, 480]) {
        const res = await get(`/api/media/photos/${hash}-${width}.${format}`).expect(200);
        expect(res.headers['content-type']).toBe(mime[format]);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta.width).toBe(width);
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
        expect(meta.exif).toBeUndefined();
      }
    }
    // never upscaled: the 1,600 and the plain .jpg are the 900 px original's width
    const full = await get(`/api/media/photos/${hash}.jpg`).expect(200);
    expect((await sharp(full.body as Buffer).metadata()).width).toBe(900);
    // the same answer again (cached)
    const again = await get(`/api/media/photos/${hash}-160.avif`).expect(200);
    const first = await get(`/api/media/photos/${hash}-160.avif`).expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);

    // the product's page shows them by their hashes, in order
    const page = await request(t.app).get(`/api/products/${slug}`).set('X-FZ-Language-Id', '1').expect(200);
    expect(page.body.data.product.photos).toEqual(added.map((a) => a.url));
    expect(page.body.data.product.photo).toBe(added[0]!.url);
  });

  it('serves only the fixed widths and formats', async () => {
    const [row] = await db().select({ hash: productPhotos.hash }).from(productPhotos).limit(1);
    const hash = row!.hash;
    for (const width of WIDTHS) await get(`/api/media/photos/${hash}-${width}.jpg`).expect(200);
    for (const name of [
      `${hash}-500.webp`,
      `${hash}-0.webp`,
      `${hash}-99999.avif`,
      `${hash}-320.png`,
      `${hash}-320.gif`,
      `${hash}.webp`,
      `${hash}-320.webp?w=5000`,
      `${'0'.repeat(32)}-320.webp`,
      'abc.jpg',
      '..%2f..%2fpackage.json',
    ]) {
      const res = await request(t.app).get(`/api/media/photos/${name}`);
      expect(res.status, name).toBe(name.includes('?w=') ? 200 : 404);
    }
  });

  it('gives a changed photo a new URL', async () => {
    const a = await upload(await photo('jpeg', '#c3282e'));
    const b = await upload(await photo('jpeg', '#c49a3a'));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.data.hash).not.toBe(b.body.data.hash);
    expect(a.body.data.url).not.toBe(b.body.data.url);
    // the same file again: the same content hash, stored once
    const c = await upload(await photo('jpeg', '#c3282e'));
    expect(c.body.data.hash).toBe(a.body.data.hash);
    const [once] = await db()
      .select({ n: count() })
      .from(photoOriginals)
      .where(eq(photoOriginals.hash, a.body.data.hash));
    expect(once!.n).toBe(1);
  });

  it('adds photos from the command line (scripts/add-photo.mjs), and says why one is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-photo-'));
    const good = path.join(dir, 'front.webp');
    const bad = path.join(dir, 'broken.jpg');
    fs.writeFileSync(good, await photo('webp', '#7a4a26'));
    fs.writeFileSync(bad, Buffer.from('not a photo'));
    const server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        execFile(
          process.execPath,
          [path.resolve('scripts/add-photo.mjs'), ...args],
          { env: { ...process.env, CHAT_STAFF_TOKEN: STAFF, SHOP_API_URL: `http://127.0.0.1:${port}/api` } },
          (error, out, err) => resolve({ code: error ? (error.code as number) : 0, out, err }),
        );
      });
    try {
      const ok = await run(sku, good);
      expect(ok.code).toBe(0);
      const url = /(\/api\/media\/photos\/[0-9a-f]{32}\.jpg)/.exec(ok.out)?.[1];
      expect(url).toBeDefined();
      const page = await request(t.app).get(`/api/products/${slug}`).set('X-FZ-Language-Id', '4').expect(200);
      expect(page.body.data.product.photos.at(-1)).toBe(url);
      const refused = await run(sku, bad);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/400 The file is not a JPEG, PNG or WebP photo/);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
