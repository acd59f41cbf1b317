/** Compare products side by side (built with the comparison feature). */
import { useLocation } from 'react-router';
import { Seo } from '../../components/seo.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export default function ComparePage() {
  const { t } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  return (
    <section className="container compare-page">
      <Seo title={t('pages.compare.title')} path={pathname} alternates={alternates} noindex />
      <h1>{t('pages.compare.title')}</h1>
    </section>
  );
}
