/**
 * The one image: width and height always set (no layout shift), lazy and async below the fold, and
 * for the most important image of a page (`priority`) eager, high priority and preloaded (React 19
 * hoists the preload link into <head>).
 *
 * A photo of the image pipeline (`/api/media/photos/{hash}.jpg`) and the shop's raster drawings
 * (`/api/media/pages/{id}.svg`, `/api/media/categories/{id}.svg`) become a <picture>: AVIF, then
 * WebP, then a JPEG <img>, each with a `srcset` of the widths the API serves up to twice the
 * rendered width (decision 097). Any other image (a product's SVG drawing) is a plain <img>.
 *
 * The preload names the AVIF `srcset` with `type="image/avif"`: a browser that takes AVIF (every
 * current one) preloads the very file its <picture> picks; one that does not skips the preload
 * rather than fetching a JPEG it would not use either.
 */
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/** Widths the API serves (api/media/photo-pipeline.ts): CSS pixels × device pixel ratios of our layouts. */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1600] as const;

export const isVectorImage = (src: string) => /\.svg(?:[?#]|$)/i.test(src);

/** The path an image's sizes and formats are named after (`{base}-{width}.{format}`), or undefined. */
export const rasterBase = (src: string) =>
  /^(\/api\/media\/(?:photos\/[0-9a-f]{32}(?=\.jpg$)|(?:pages|categories)\/\d+(?=\.svg$)))/.exec(src)?.[1];

/** `{base}-160.avif 160w, …` up to twice the rendered width (at least the smallest). */
export function imageSrcSet(base: string, width: number, format: 'avif' | 'webp' | 'jpg'): string {
  return imageWidths
    .filter((w, i) => i === 0 || w <= width * 2)
    .map((w) => `${base}-${w}.${format} ${w}w`)
    .join(', ');
}

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'alt'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is rendered, for the browser's srcset choice (raster images). */
  sizes?: string;
  /** Above the fold and the page's main image: eager, fetchPriority high, preloaded. */
  priority?: boolean;
  /** Above the fold but not the main image: loaded at once, without a preload. */
  eager?: boolean;
}

export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  eager = false,
  ...rest
}: ImageProps) {
  const base = rasterBase(src);
  const imageSizes = base ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined;
  const set = (format: 'avif' | 'webp' | 'jpg') => (base ? imageSrcSet(base, width, format) : undefined);
  // The <img>'s own src: the JPEG at the rendered width or just above (browsers without srcset).
  const fallback = base ? `${base}-${imageWidths.find((w) => w >= width) ?? 1600}.jpg` : src;
  if (priority) {
    preload(base ? `${base}-${imageWidths.find((w) => w >= width) ?? 1600}.avif` : src, {
      as: 'image',
      fetchPriority: 'high',
      ...(base ? { type: 'image/avif', imageSrcSet: set('avif'), imageSizes } : {}),
    });
  }
  const img = (
    <img
      {...rest}
      src={fallback}
      srcSet={set('jpg')}
      sizes={imageSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  return base ? (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={imageSizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={imageSizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
