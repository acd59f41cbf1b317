/**
 * A category with its picture: a tile (the home page's categories) or a pill with a small picture
 * (a category page's subcategories). The API draws every category's picture (api/media): a 4:3
 * drawing of the product types it holds, served as raster sizes at a URL named by its hash.
 */
import type { Category } from '../../shared/contract/catalog.ts';
import { useApp } from '../lib/app-context.tsx';
import { uriHref } from '../routes/href.ts';
import { Image } from './image.tsx';
import { Link } from './link.tsx';

export function CategoryTile({ category }: { category: Pick<Category, 'image' | 'uri' | 'title'> }) {
  const { locale } = useApp();
  return (
    <Link to={uriHref(category.uri, locale)} className="category-tile">
      <Image src={category.image} alt="" width={160} height={120} className="category-tile-image" />
      <span className="category-tile-title">{category.title}</span>
    </Link>
  );
}

export function CategoryPill({ category }: { category: Pick<Category, 'image' | 'uri' | 'title'> }) {
  const { locale } = useApp();
  return (
    <Link to={uriHref(category.uri, locale)} className="category-pill">
      <Image src={category.image} alt="" width={32} height={24} className="category-pill-image" />
      {category.title}
    </Link>
  );
}
