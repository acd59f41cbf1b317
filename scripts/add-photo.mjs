#!/usr/bin/env node
/**
 * Adds photos to a product through the shop API's staff call (decision 097):
 *
 *   CHAT_STAFF_TOKEN=… node scripts/add-photo.mjs <sku> <file> [file…]
 *
 * Each file (JPEG, PNG or WebP) is sent as `POST {API}/staff/products/{sku}/photos` with the staff
 * token; the API checks it (size, pixels, that it is a whole photo), strips its metadata (EXIF,
 * GPS), converts it to sRGB and adds it after the product's other photos. The API is
 * `SHOP_API_URL` (default http://127.0.0.1:3001/api, the API run on its own: `npm run api`);
 * staff calls go to the API directly, never through the storefront's /api. Prints where each
 * photo is served; stops at the first refused file with the API's message (exit code 1).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const types = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

export async function addPhoto({ api, token, sku, file, fetchImpl = fetch }) {
  const type = types[extname(file).toLowerCase()];
  if (!type) throw new Error(`${file}: not a .jpg, .jpeg, .png or .webp file`);
  const res = await fetchImpl(`${api.replace(/\/+$/, '')}/staff/products/${encodeURIComponent(sku)}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: await readFile(file),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 201) throw new Error(`${file}: ${res.status} ${body.message ?? res.statusText}`);
  return body.data;
}

async function main(argv) {
  const [sku, ...files] = argv;
  const token = process.env.CHAT_STAFF_TOKEN;
  if (!sku || files.length === 0) {
    console.error('usage: CHAT_STAFF_TOKEN=… node scripts/add-photo.mjs <sku> <file> [file…]');
    return 2;
  }
  if (!token) {
    console.error("Set CHAT_STAFF_TOKEN to the API's staff token");
    return 2;
  }
  const api = process.env.SHOP_API_URL ?? 'http://127.0.0.1:3001/api';
  for (const file of files) {
    try {
      const photo = await addPhoto({ api, token, sku, file });
      console.log(
        `${file}: photo ${photo.position} of ${sku}, ${photo.width} × ${photo.height}, ${photo.bytes} bytes: ${photo.url}`,
      );
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      return 1;
    }
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
