/** Content pages (including recipe pages) from the shop's CMS. */
import '../../first-load.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Page } from '../../../shared/contract/content.ts';
import { uriHref } from '../../../shared/routes.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Seo } from '../../components/seo.tsx';
import { alternatesFor } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';

export default function ContentPage({ id }: { id: number }) {
  const { locale } = useApp();
  const page = useApi<{ data: Page }>(apiKeys.page(id, locale)).data;
  const path = uriHref(page.uri, locale);
  return (
    <article className="content-page" data-type={page.type_code} data-scheme={page.colour_scheme?.title}>
      <Seo
        title={page.meta_title ?? page.title}
        description={page.meta_description ?? page.intro.slice(0, 160)}
        path={path}
        alternates={alternatesFor(path, page.alternate_lang_hrefs)}
        type="article"
      />
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="container">
        <h1>{page.title}</h1>
        {page.intro ? <p className="intro">{page.intro}</p> : null}
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
      </div>
    </article>
  );
}
