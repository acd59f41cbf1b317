/** Deals: the listing in deals mode (products with an old price). */
import { useLocation } from 'react-router';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import { Seo } from '../../components/seo.tsx';
import { Listing, useListing } from '../../features/listing/listing.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export default function DealsPage() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const answer = useListing({ ...listingPayloadFromSearch(new URLSearchParams(search)), deals: true });
  const alternates = useAlternates();
  return (
    <section className="container deals-page">
      <Seo title={t('pages.deals.title')} path={alternates[locale]} alternates={alternates} />
      <h1>{t('pages.deals.title')}</h1>
      <Listing answer={answer} />
    </section>
  );
}
