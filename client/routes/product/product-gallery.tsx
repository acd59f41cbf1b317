/**
 * The product's photos: one large photo (the first is the page's preloaded, high-priority image) and
 * thumbnails. A button over the large photo opens it full screen with zoom (product-zoom.tsx),
 * whose code is loaded on that first press: the page's first load carries only the button.
 */
import { type ComponentType, useState } from 'react';
import { Image } from '../../components/image.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { chunkFailed } from '../../lib/chunk-reload.ts';
import type { ProductZoomProps } from './product-zoom.tsx';

export function ProductGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useApp();
  const [index, setIndex] = useState(0);
  const [Zoom, setZoom] = useState<ComponentType<ProductZoomProps> | null>(null);
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  return (
    <div className="product-gallery" data-testid="product-gallery">
      <div className="product-gallery-main">
        <Image
          key={current}
          src={current}
          alt={photos.length > 1 ? t('product.photo_of', { name, n: index + 1, total: photos.length }) : name}
          width={640}
          height={640}
          sizes="(max-width: 767px) 100vw, 50vw"
          priority={index === 0}
          className="product-photo"
        />
        <button
          type="button"
          className="product-zoom-open"
          aria-haspopup="dialog"
          aria-label={t('product.zoom')}
          onClick={() => import('./product-zoom.tsx').then((m) => setZoom(() => m.ProductZoom), chunkFailed)}
        />
      </div>
      {Zoom ? (
        <Zoom
          photos={photos}
          start={index}
          name={name}
          onClose={(i) => {
            setZoom(null);
            setIndex(i);
          }}
        />
      ) : null}
      {photos.length > 1 ? (
        <ul className="product-thumbs" aria-label={t('product.photos')}>
          {photos.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === index ? 'product-thumb is-active' : 'product-thumb'}
                aria-pressed={i === index}
                aria-label={t('product.show_photo', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <Image src={src} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
