/**
 * Head tags of a page: title, description, canonical (absolute, without `.html`), hreflang
 * alternates with x-default, Open Graph, and JSON-LD. React 19 hoists title, meta and link into <head>.
 */
import { escapeJson } from '../../shared/escape-json.ts';
import { useApp } from '../lib/app-context.tsx';

export interface SeoProps {
  title: string;
  description?: string;
  /** Path of this page (defaults to none: no canonical). */
  path?: string;
  alternates?: { nl: string; en: string } | null;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  jsonLd?: object[];
}

export const canonicalPath = (path: string) => path.replace(/\.html$/, '');

export function Seo({
  title,
  description,
  path,
  alternates,
  image,
  type = 'website',
  noindex,
  jsonLd,
}: SeoProps) {
  const { publicUrl, locale, nonce } = useApp();
  const abs = (p: string) => `${publicUrl}${canonicalPath(p)}`;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {path ? <link rel="canonical" href={abs(path)} /> : null}
      {alternates ? (
        <>
          <link rel="alternate" hrefLang="nl" href={abs(alternates.nl)} />
          <link rel="alternate" hrefLang="en" href={abs(alternates.en)} />
          <link rel="alternate" hrefLang="x-default" href={abs(alternates.nl)} />
        </>
      ) : null}
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={locale === 'nl' ? 'nl_NL' : 'en_GB'} />
      {description ? <meta property="og:description" content={description} /> : null}
      {path ? <meta property="og:url" content={abs(path)} /> : null}
      {image ? (
        <meta property="og:image" content={image.startsWith('http') ? image : `${publicUrl}${image}`} />
      ) : null}
      {jsonLd?.map((doc, i) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order per page
          key={i}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: escapeJson(doc) }}
        />
      ))}
    </>
  );
}
