/**
 * Photos (issue 41, decision 097).
 *
 * - `GET /api/media/photos/{hash}-{width}.{avif|webp|jpg}`: a photo at one of `photoWidths` in one
 *   format; `{hash}.jpg` the JPEG at the largest. Any other width, format or name is a 404. The
 *   hash is the original's content, so the answer never changes: cached for a year, immutable.
 *   Each variant is kept in memory (PHOTO_CACHE_MAX_BYTES) and, with a cache directory
 *   (PHOTO_CACHE_DIR), on disk across restarts; with REDIS_URL also in Redis, shared by every
 *   instance (shared-variants.ts), looked up after memory and disk and before encoding. The same
 *   variant asked for at once is made once: in an instance (one promise per key) and, with Redis,
 *   across instances (a short lock; the others wait for its result, then make it themselves if it
 *   does not come). Redis failing never fails a photo: it is made locally. At most
 *   PHOTO_ENCODE_CONCURRENCY are made at a time (503 past a queue).
 * - `POST /api/staff/products/{sku}/photos` (staff token): adds a photo, the body the image file
 *   (image/jpeg, image/png or image/webp); 201 with where it is served.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { HttpError, notFound } from '../errors.ts';
import { type StaffAccess, staffOnly } from '../http/staff-only.ts';
import {
  createEncodeGate,
  defaultPhotoLimits,
  encodeVariant,
  type PhotoFormat,
  type PhotoLimits,
  type PhotoWidth,
  photoFormats,
  photoWidths,
} from './photo-pipeline.ts';
import type { PhotoStore } from './photo-store.ts';
import type { SharedVariants } from './shared-variants.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LARGEST = photoWidths[photoWidths.length - 1]!;

export interface PhotoSettings {
  limits?: PhotoLimits;
  /** PHOTO_CACHE_DIR: variants are kept here too (created when missing); unset: memory only */
  cacheDir?: string;
  /** PHOTO_CACHE_MAX_BYTES: the in-memory cache's bound (default 64 MB) */
  cacheMaxBytes?: number;
  /** PHOTO_ENCODE_CONCURRENCY: encodes at once (default 2) */
  encodeConcurrency?: number;
  /** REDIS_URL: variants kept in Redis too and made once across instances; unset: this instance's own */
  shared?: SharedVariants;
}

/** `{hash}-{width}.{format}` or `{hash}.jpg`; undefined for any other name. */
export function parsePhotoFile(
  file: string,
): { hash: string; width: PhotoWidth; format: PhotoFormat } | undefined {
  const m = /^([0-9a-f]{32})(?:-([0-9]{2,4}))?\.(avif|webp|jpg)$/.exec(file);
  if (!m) return undefined;
  const format = m[3] as PhotoFormat;
  if (m[2] === undefined) return format === 'jpg' ? { hash: m[1]!, width: LARGEST, format } : undefined;
  const width = Number(m[2]) as PhotoWidth;
  return photoWidths.includes(width) ? { hash: m[1]!, width, format } : undefined;
}

/**
 * Sizes and formats made from originals, each once: kept in memory, (with a directory) on disk and
 * (with `shared`) in Redis, the same one asked for at once made once (across instances with
 * `shared`), at most `encodeConcurrency` made at a time.
 */
export function createVariantCache(settings: PhotoSettings = {}) {
  const gate = createEncodeGate(settings.encodeConcurrency ?? 2);
  const memory = new LRUCache<string, Buffer>({
    maxSize: settings.cacheMaxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (b) => Math.max(1, b.length),
  });
  const making = new Map<string, Promise<Buffer | undefined>>();
  const dir = settings.cacheDir;
  const shared = settings.shared;
  const onDisk = (key: string) => path.join(dir!, key.slice(0, 2), key);

  async function keepOnDisk(key: string, bytes: Buffer) {
    if (!dir) return;
    // Written whole, then renamed: another instance or request never reads half a file.
    const file = onDisk(key);
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs
      .mkdir(path.dirname(file), { recursive: true })
      .then(() => fs.writeFile(temp, bytes))
      .then(() => fs.rename(temp, file))
      .catch(() => fs.rm(temp, { force: true }));
  }

  async function make(
    key: string,
    width: PhotoWidth,
    format: PhotoFormat,
    original: () => Promise<Uint8Array | undefined>,
  ) {
    if (dir) {
      const stored = await fs.readFile(onDisk(key)).catch(() => undefined);
      if (stored) return stored;
    }
    const encode = () =>
      gate(async () => {
        const source = await original();
        return source && (await encodeVariant(source, width, format));
      }, width);
    const bytes = shared ? await fromShared(shared, key, encode) : await encode();
    if (bytes) await keepOnDisk(key, bytes);
    return bytes;
  }

  /**
   * Kept in Redis, or made once across instances: here while holding the lock, or by the instance
   * that holds it (waited for; made here after all when it does not come).
   */
  async function fromShared(
    redis: SharedVariants,
    key: string,
    encode: () => Promise<Buffer | undefined>,
  ): Promise<Buffer | undefined> {
    const kept = await redis.get(key);
    if (kept) return kept;
    const lock = await redis.lock(key);
    if (!lock) {
      const made = await redis.wait(key);
      if (made) return made;
    }
    try {
      const bytes = await encode();
      if (bytes) await redis.set(key, bytes);
      return bytes;
    } finally {
      await lock?.release();
    }
  }

  /** The variant of the original with this content hash; undefined when `original` finds none. */
  return async function variant(
    hash: string,
    width: PhotoWidth,
    format: PhotoFormat,
    original: () => Promise<Uint8Array | undefined>,
  ): Promise<Buffer | undefined> {
    const key = `${hash}-${width}.${format}`;
    const cached = memory.get(key);
    if (cached) return cached;
    let pending = making.get(key);
    if (!pending) {
      pending = make(key, width, format, original).finally(() => making.delete(key));
      making.set(key, pending);
    }
    const bytes = await pending;
    if (bytes) memory.set(key, bytes);
    return bytes;
  };
}
export type VariantCache = ReturnType<typeof createVariantCache>;

/** Answers a variant: its type, its caching (a year, immutable, for a content-hashed URL) and an ETag. */
export function sendVariant(
  res: Response,
  bytes: Buffer,
  key: string,
  format: PhotoFormat,
  cacheControl = IMMUTABLE,
) {
  res
    .status(200)
    .setHeader('Content-Type', photoFormats[format])
    .setHeader('Cache-Control', cacheControl)
    .setHeader('ETag', `"${createHash('sha1').update(key).digest('base64url')}"`)
    .send(bytes);
}

export function photoRoutes(store: PhotoStore, variants: VariantCache): Router {
  const router = Router();
  router.get('/media/photos/:file', async (req, res) => {
    const wanted = parsePhotoFile(req.params.file);
    if (!wanted)
      throw notFound(
        `No such photo: a photo is served at the widths ${photoWidths.join(', ')} as AVIF, WebP or JPEG`,
      );
    const bytes = await variants(
      wanted.hash,
      wanted.width,
      wanted.format,
      async () => (await store.original(wanted.hash))?.bytes,
    );
    if (!bytes) throw notFound('No such photo');
    sendVariant(res, bytes, `${wanted.hash}-${wanted.width}.${wanted.format}`, wanted.format);
  });
  return router;
}

/** The staff's upload, before the JSON body parser: its body is the image file. */
export function photoUploadRoutes(
  store: PhotoStore,
  access: StaffAccess,
  settings: PhotoSettings = {},
): Router {
  const router = Router();
  const limits = settings.limits ?? defaultPhotoLimits;
  router.use(
    '/staff/products',
    staffOnly(access, {
      limiter: 'photoUploadTokenFailures',
      disabled: 'Adding photos is switched off: set CHAT_STAFF_TOKEN on the API to use it',
      forbidden: 'Photos are added by shop staff only',
    }),
  );
  router.post(
    '/staff/products/:sku/photos',
    (req, _res, next) => {
      if (!req.is(['image/jpeg', 'image/png', 'image/webp']))
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the photo itself as the body, with Content-Type image/jpeg, image/png or image/webp',
        );
      next();
    },
    (req, res, next) =>
      express.raw({ type: () => true, limit: limits.maxBytes })(req, res, (err?: unknown) => {
        if ((err as { type?: string } | undefined)?.type === 'entity.too.large')
          next(
            new HttpError(
              400,
              'photo_too_large',
              `The photo is larger than ${Math.floor(limits.maxBytes / 1024 / 1024)} MB`,
            ),
          );
        else next(err);
      }),
    async (req, res) => {
      const sku = req.params.sku;
      if (!/^[\x21-\x7e]{1,100}$/.test(sku))
        throw new HttpError(400, 'validation_failed', 'The SKU is not valid');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const photo = await store.add(sku, body, limits);
      res.status(201).json({
        data: {
          product_id: photo.productId,
          position: photo.position,
          hash: photo.hash,
          width: photo.width,
          height: photo.height,
          bytes: photo.byteSize,
          url: photo.url,
        },
      });
    },
  );
  return router;
}
