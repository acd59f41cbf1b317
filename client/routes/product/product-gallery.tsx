/** The product's photos: one large photo (the first is the page's preloaded, high-priority image) and thumbnails. */
import { useState } from 'react';
import { Image } from '../../components/image.tsx';
import { useApp } from '../../lib/app-context.tsx';

export function ProductGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useApp();
  const [index, setIndex] = useState(0);
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
      </div>
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
