/** Breadcrumbs with their BreadcrumbList JSON-LD. */
import type { Breadcrumb } from '../../shared/contract/common.ts';
import { escapeJson } from '../../shared/escape-json.ts';
import { useApp } from '../lib/app-context.tsx';
import { uriHref } from '../routes/href.ts';
import { Link } from './link.tsx';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t, locale, publicUrl, nonce } = useApp();
  const trail = [{ title: t('breadcrumbs.home'), uri: '/' }, ...items];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.title,
      item: `${publicUrl}${uriHref(b.uri, locale)}`,
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="container">
        {trail.map((b, i) => (
          <li key={b.uri}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{b.title}</span>
            ) : (
              <Link to={uriHref(b.uri, locale)}>{b.title}</Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: escapeJson(jsonLd) }}
      />
    </nav>
  );
}
