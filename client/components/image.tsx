/**
 * The one image: width and height always set (no layout shift), lazy and async below the fold, and
 * for the most important image of a page (`priority`) eager, high priority and preloaded (React 19
 * hoists the preload link into <head>).
 *
 * A photo of the image pipeline (`/api/media/photos/{hash}.jpg`) and the shop's raster drawings
 * (`/api/media/pages/{id}-{hash}.svg`, `/api/media/categories/{id}-{hash}.svg`) become a <picture>: AVIF, then
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
  // A photo's, tile's or banner's path, its sizes and formats named after it (`{base}-{width}.{format}`).
  const base = /^\/api\/media\/(photos|pages|categories)\/[\w-]+\.(jpg|svg)$/.test(src)
    ? src.slice(0, -4)
    : undefined;
  // Its widths up to twice the rendered width (at least the smallest). The <img>'s src stays the
  // image's own URL (a photo's: its largest JPEG), for a browser without srcset.
  const set = (format: string) =>
    base &&
    imageWidths
      .filter((w, i) => !i || w <= width * 2)
      .map((w) => `${base}-${w}.${format} ${w}w`)
      .join(', ');
  const imageSizes = base && (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`);
  if (priority)
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(base && { type: 'image/avif', imageSrcSet: set('avif'), imageSizes }),
    });
  const img = (
    <img
      {...rest}
      src={src}
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
