/**
 * The image pipeline (issue 41, decision 097). A photo comes in (a staff upload, or a drawing
 * rasterised for the demo), is checked and normalised once (original), and the storefront asks for
 * it at one of a fixed set of widths in AVIF, WebP or JPEG (variant), each made once and cached.
 *
 * - In: JPEG, PNG or WebP only, told by its bytes (an SVG, GIF or anything else is refused before
 *   an image library reads it), at most `maxBytes` and `maxPixels` (sharp's `limitInputPixels`
 *   too, so a decompression bomb is refused before it is decoded), and it must decode whole (a
 *   truncated file is refused).
 * - Original: turned upright (EXIF orientation), converted to sRGB, every metadata block dropped
 *   (EXIF with GPS, XMP, IPTC, the ICC profile once converted); PNG when it has transparency, else
 *   JPEG at quality 92. Its content hash (SHA-256 of those bytes) names it.
 * - Variants: `widths` × `formats`; never wider than the original (no upscaling).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../errors.ts';

/** The widths the storefront asks for (CSS px × 1, 2 of the layouts; client/components/image.tsx has the same list). */
export const photoWidths = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type PhotoWidth = (typeof photoWidths)[number];
export const photoFormats = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type PhotoFormat = keyof typeof photoFormats;

export interface PhotoLimits {
  /** bytes of the uploaded file (PHOTO_MAX_BYTES, default 20 MB) */
  maxBytes: number;
  /** width × height of the uploaded image (PHOTO_MAX_MEGAPIXELS, default 50 megapixels) */
  maxPixels: number;
}
export const defaultPhotoLimits: PhotoLimits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };

export interface Original {
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

const refuse = (message: string) => new HttpError(400, 'bad_photo', message);

/** The format the file's first bytes say it is: only the three a photo may be. */
export function sniffPhoto(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const contentHash = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Checks and normalises a photo; a bad one throws a 400 with a message that says what is wrong. */
export async function normalisePhoto(
  input: Buffer,
  limits: PhotoLimits = defaultPhotoLimits,
): Promise<Original> {
  if (input.length === 0) throw refuse('The photo is empty: send the image file as the request body');
  if (input.length > limits.maxBytes)
    throw refuse(`The photo is larger than ${Math.floor(limits.maxBytes / 1024 / 1024)} MB`);
  const kind = sniffPhoto(input);
  if (!kind)
    throw refuse('The file is not a JPEG, PNG or WebP photo (SVG, GIF and other files are not taken)');
  const megapixels = Math.round(limits.maxPixels / 1e6);
  const open = () => sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet, so a bomb's size is read safely and named below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(`The ${kind.toUpperCase()} file could not be read: it is damaged or not an image`);
  }
  if (meta.format !== kind) throw refuse('The file is not a JPEG, PNG or WebP photo');
  if (!meta.width || !meta.height) throw refuse('The photo has no size');
  if (meta.width * meta.height > limits.maxPixels)
    throw refuse(`The photo has more than ${megapixels} megapixels (${meta.width} × ${meta.height})`);
  if ((meta.pages ?? 1) > 1) throw refuse('Animated images are not taken as photos');
  try {
    const pipeline = open().rotate().toColourspace('srgb');
    const { data, info } = meta.hasAlpha
      ? await pipeline.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true })
      : await pipeline
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false })
          .toBuffer({ resolveWithObject: true });
    return {
      hash: contentHash(data),
      bytes: data,
      width: info.width,
      height: info.height,
      format: meta.hasAlpha ? 'png' : 'jpeg',
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw refuse(`The photo has more than ${megapixels} megapixels`);
    throw refuse(`The ${kind.toUpperCase()} file could not be decoded: it is truncated or damaged`);
  }
}

/** A drawing (SVG text from api/media/svg.ts, a square viewBox) as a raster original, `size` px wide. */
export async function rasteriseDrawing(svg: string, size = 1600): Promise<Buffer> {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const base = Number(viewBox?.[1] ?? 400);
  return sharp(Buffer.from(svg), { density: (72 * size) / base })
    .resize({ width: size })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** One variant of an original: `width` px wide at most (never upscaled), in `format`. */
export async function encodeVariant(
  original: Uint8Array,
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: false }).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 72, effort: 3 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/**
 * At most `limit` encodes at once and `queue` waiting; past that a request is refused (503 `busy`),
 * so a burst of first requests cannot take every core and all memory. The waiting
 * go smallest first (`cost`: the width): a card's or thumbnail's photo is not kept behind the zoom's.
 */
export function createEncodeGate(limit: number, queue = 64) {
  let running = 0;
  const waiting: { cost: number; go: () => void }[] = [];
  return async function run<T>(task: () => Promise<T>, cost = 0): Promise<T> {
    if (running < limit) running++;
    else {
      if (waiting.length >= queue)
        throw new HttpError(503, 'busy', 'Too many images are being made; try again shortly');
      // The slot is handed over by the task that ends (running stays counted).
      await new Promise<void>((go) => {
        const at = waiting.findIndex((w) => w.cost > cost);
        waiting.splice(at < 0 ? waiting.length : at, 0, { cost, go });
      });
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next.go();
      else running--;
    }
  };
}
