/** A screen of the route table whose full content comes with its feature: its title, head and layout. */
import '../../first-load.ts';
import { useLocation } from 'react-router';
import type { RouteId } from '../../../shared/routes.ts';
import { Seo } from '../../components/seo.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export interface ScreenPageProps {
  routeId: RouteId;
}

export default function ScreenPage({ routeId }: ScreenPageProps) {
  const { t } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const title = t(`pages.${routeId}.title`);
  return (
    <section className="container screen-page" data-screen={routeId}>
      <Seo
        title={title}
        path={pathname}
        alternates={alternates}
        noindex={routeId !== 'findDealer' && routeId !== 'faq'}
      />
      <h1>{title}</h1>
      <p>{t('pages.coming_soon')}</p>
    </section>
  );
}
