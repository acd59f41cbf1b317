/**
 * Find a dealer (`/vind-een-dealer`, `/en/find-a-dealer`): the dealer locator as a page. Its search
 * lives in the URL, so the server renders the list (a GET form without JavaScript; results links
 * and alternatives are plain links); the map is an enhancement that loads after hydration.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLocatorQuery } from '../../../shared/dealer-locator.ts';
import { Seo } from '../../components/seo.tsx';
import { Locator } from '../../features/dealer-locator/locator.tsx';
import { locatorHref } from '../../features/dealer-locator/locator-href.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export default function FindDealerPage() {
  const { t, locale } = useApp();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const alternates = useAlternates();
  const query = useMemo(() => readLocatorQuery(new URLSearchParams(search)), [search]);
  const searching = Boolean(query.q || query.origin);
  return (
    <section className="container find-dealer-page" data-testid="find-dealer-page">
      <Seo
        title={t('locator.title')}
        description={t('locator.intro')}
        path={pathname}
        alternates={alternates}
        noindex={searching}
      />
      <h1>{t('locator.title')}</h1>
      <p className="find-dealer-intro">{t('locator.intro')}</p>
      <Locator query={query} onQuery={(next) => navigate(locatorHref(locale, next))} listAll />
    </section>
  );
}
