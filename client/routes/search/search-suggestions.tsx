/**
 * What keeps a search from being a dead end (issue 25): "did you mean" with the corrected query one
 * click away, the words left out because nothing matches them (issue 39), and, when nothing was found, the categories the API found closest (or the top-level
 * ones) as links with their breadcrumbs.
 */
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { listingHref } from '../../../shared/listing-query.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { href, uriHref } from '../href.ts';

/** Splits a text at its `{{q}}` so a link can stand in its place (word order differs per language). */
const MARK = '\u0000';

export function DidYouMean({ q }: { q: string }) {
  const { t, locale } = useApp();
  const [before, after] = t('searchScreen.did_you_mean', { q: MARK }).split(MARK);
  return (
    <p className="did-you-mean" data-testid="did-you-mean">
      {before}
      <Link to={listingHref(href('search', locale), { q })} className="did-you-mean-link">
        {q}
      </Link>
      {after}
    </p>
  );
}

/** The shopper's words the search left out because nothing matches them (issue 39). */
export function DroppedTerms({ terms }: { terms: readonly string[] }) {
  const { t } = useApp();
  if (terms.length === 0) return null;
  return (
    <p className="search-dropped" data-testid="search-dropped">
      {t('searchScreen.search_without', { terms: terms.map((w) => `‘${w}’`).join(', ') })}
    </p>
  );
}

export function SearchEmpty({
  term,
  suggestion,
  categories,
}: {
  term: string;
  suggestion: string | null;
  categories: QueryProductsAnswer['categories'];
}) {
  const { t, locale } = useApp();
  return (
    <div className="listing-empty search-empty" data-testid="search-empty">
      <p className="search-empty-title">{t('searchScreen.search_empty', { q: term })}</p>
      {suggestion ? <DidYouMean q={suggestion} /> : null}
      {categories.length ? (
        <nav className="search-empty-categories" aria-labelledby="search-empty-categories">
          <h2 id="search-empty-categories">{t('searchScreen.search_empty_categories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={uriHref(c.uri, locale)} data-testid="search-empty-category">
                  {c.title}
                </Link>
                {c.breadcrumbs.length > 1 ? (
                  <span className="search-empty-path">
                    {c.breadcrumbs
                      .slice(0, -1)
                      .map((b) => b.title)
                      .join(' › ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
