/** Deals: the listing in deals mode (products with an old price). */
import '../../first-load.ts';
import { Seo } from '../../components/seo.tsx';
import { Listing } from '../../features/listing/listing.tsx';
import { ListingRobots, listingCanonical } from '../../features/listing/listing-head.tsx';
import { useListingState } from '../../features/listing/use-listing.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { dealsBase } from './deals-data.ts';

export default function DealsPage() {
  const { t, locale } = useApp();
  const state = useListingState();
  const alternates = useAlternates();
  const title = t('pages.deals.title');
  return (
    <section className="container listing-page deals-page">
      <Seo
        title={state.page > 1 ? `${title} · ${t('listing.page_n', { page: state.page })}` : title}
        description={t('listing.deals_intro')}
        path={listingCanonical(alternates[locale], state)}
        alternates={alternates}
      />
      <ListingRobots state={state} />
      <header className="listing-header">
        <h1>{title}</h1>
        <p className="listing-intro">{t('listing.deals_intro')}</p>
      </header>
      <Listing base={dealsBase} listId="deals" listName={t('listing.list_name.deals')} />
    </section>
  );
}
