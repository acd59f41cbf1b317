/**
 * The one image: width and height always set (no layout shift), `srcset`/`sizes` for raster images
 * (the media service scales by `?w=`; SVG scales by itself and gets none), lazy and async below the
 * fold, and for the most important image of a page (`priority`) eager, high priority and preloaded
 * (React 19 hoists the preload link into <head>).
 */
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/** Widths offered in a srcset (CSS pixels × device pixel ratios of the layouts we have). */
export const imageWidths = [160, 320, 480, 640, 960, 1280] as const;

export const isVectorImage = (src: string) => /\.svg(?:[?#]|$)/i.test(src);

/** `src?w=320 320w, …` for raster images up to twice the rendered width; undefined for SVG. */
export function imageSrcSet(src: string, width: number): string | undefined {
  if (isVectorImage(src) || src.startsWith('data:')) return undefined;
  const sep = src.includes('?') ? '&' : '?';
  return imageWidths
    .filter((w) => w <= width * 2)
    .map((w) => `${src}${sep}w=${w} ${w}w`)
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
  const srcSet = imageSrcSet(src, width);
  const imageSizes = srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined;
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes } : {}),
    });
  }
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={imageSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
