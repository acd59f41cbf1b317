/** Search results (`/zoeken?q=`, `/en/search?q=`): the category listing for a query term. */
import { useLocation } from 'react-router';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import { Seo } from '../../components/seo.tsx';
import { Listing, useListing } from '../../features/listing/listing.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

function Results({ payload }: { payload: ReturnType<typeof listingPayloadFromSearch> }) {
  return <Listing answer={useListing(payload)} />;
}

export default function SearchPage() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const payload = listingPayloadFromSearch(new URLSearchParams(search));
  const alternates = useAlternates();
  const title = payload.search
    ? t('pages.search.results_for', { q: payload.search })
    : t('pages.search.title');
  return (
    <section className="container search-page">
      <Seo title={title} path={alternates[locale]} alternates={alternates} noindex />
      <h1>{title}</h1>
      {payload.search ? <Results payload={payload} /> : <p>{t('pages.search.empty')}</p>}
    </section>
  );
}
