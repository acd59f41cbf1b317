/**
 * Home: the CMS's home content (hero, introduction, call to action), categories to start from,
 * deals and best sellers, each in its own Suspense boundary with a loading and a failed state. The
 * content is in the first byte (home-data.ts settles it: the hero is the LCP and above the fold),
 * deals and best sellers stream; the hero image is preloaded with its size.
 */
import type { CSSProperties } from 'react';
import type { ColourScheme } from '../../../shared/contract/common.ts';
import type { PageList } from '../../../shared/contract/content.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { CategoryTile } from '../../components/category-tile.tsx';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { ProductGridSkeleton } from '../../components/product-grid-skeleton.tsx';
import { Seo } from '../../components/seo.tsx';
import { useCategories, useShopInfo } from '../../features/shell/use-shell.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { organizationJsonLd } from '../../lib/organization.ts';
import { Deferred } from '../../lib/use-api.tsx';
import { uriHref } from '../href.ts';
import { bestSellersKey, dealsKey, fullRows, homeContentKey, wideTiles } from './home-data.ts';

/** The shop's page images are 4:1 banners. */
const HERO = { width: 1200, height: 300 } as const;

const schemeStyle = (scheme: ColourScheme | null | undefined): CSSProperties | undefined =>
  scheme?.details.length
    ? (Object.fromEntries(scheme.details.map((d) => [`--scheme-${d.element}`, d.color])) as CSSProperties)
    : undefined;

export default function HomePage() {
  const { t, locale, publicUrl } = useApp();
  const shop = useShopInfo();
  const categories = useCategories();
  const alternates = useAlternates();
  const organization = organizationJsonLd(shop, publicUrl);
  const fallbackHero = <DefaultHero />;
  return (
    <>
      <Seo
        title={`${shop.name} · ${t('homeScreen.title')}`}
        description={t('homeScreen.description')}
        path={alternates[locale]}
        alternates={alternates}
        jsonLd={[organization]}
      />
      <Deferred<PageList>
        dataKey={homeContentKey(locale)}
        loading={<section className="hero hero-loading" aria-busy="true" data-testid="home-hero-loading" />}
        failed={fallbackHero}
      >
        {(answer) => (answer.data[0] ? <HomeHero page={answer.data[0]} /> : fallbackHero)}
      </Deferred>
      <section className="container home-categories" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('homeScreen.categories')}</h2>
        <ul className="category-tiles">
          {categories.map((c, i) => (
            <li key={c.id} className={i < wideTiles(categories.length) ? 'category-tile-wide' : undefined}>
              <CategoryTile category={c} />
            </li>
          ))}
        </ul>
      </section>
      <section className="container home-deals" aria-labelledby="home-deals" data-testid="home-deals">
        <div className="home-section-head">
          <h2 id="home-deals">{t('homeScreen.deals')}</h2>
          <Link route="deals" locale={locale}>
            {t('homeScreen.all_deals')}
          </Link>
        </div>
        <Deferred<QueryProductsAnswer>
          dataKey={dealsKey(locale)}
          loading={<ProductGridSkeleton count={4} />}
          failed={<p className="section-failed">{t('section_failed')}</p>}
        >
          {(answer) =>
            answer.products.data.length ? (
              <ProductGrid products={fullRows(answer.products.data)} eagerCount={0} />
            ) : (
              <p className="content-empty">{t('homeScreen.no_deals')}</p>
            )
          }
        </Deferred>
      </section>
      <section
        className="container home-best-sellers"
        aria-labelledby="home-best-sellers"
        data-testid="home-best-sellers"
      >
        <h2 id="home-best-sellers">{t('homeScreen.best_sellers')}</h2>
        <Deferred<QueryProductsAnswer>
          dataKey={bestSellersKey(locale)}
          loading={<ProductGridSkeleton count={8} />}
          failed={<p className="section-failed">{t('section_failed')}</p>}
        >
          {(answer) => <ProductGrid products={fullRows(answer.products.data)} eagerCount={0} />}
        </Deferred>
      </section>
    </>
  );
}

/** The hero when the CMS has no home content or could not be reached: the shop's own words. */
function DefaultHero() {
  const { t } = useApp();
  return (
    <section className="hero" data-testid="home-hero">
      <div className="container">
        <h1>{t('homeScreen.title')}</h1>
        <p>{t('homeScreen.description')}</p>
      </div>
    </section>
  );
}

function HomeHero({ page }: { page: PageList['data'][number] }) {
  const { locale } = useApp();
  const field = (key: string) => page.extra_fields.find((f) => f.key === key)?.value;
  const buttonText = field('button_text');
  // A local path only (not `//host` or `/\host`, which browsers read as another site).
  const buttonUri = field('button_uri');
  const localUri = buttonUri && /^\/(?![/\\])/.test(buttonUri) ? buttonUri : undefined;
  return (
    <section
      className="hero home-hero"
      data-colour-scheme={page.colour_scheme?.title}
      style={schemeStyle(page.colour_scheme)}
      data-testid="home-hero"
    >
      <div className="container home-hero-inner">
        <div className="home-hero-text">
          <h1>{page.title}</h1>
          {page.intro ? <p>{page.intro}</p> : null}
          {buttonText && localUri ? (
            <Link to={uriHref(localUri, locale)} className="button home-hero-button">
              {buttonText}
            </Link>
          ) : null}
        </div>
        {page.image ? (
          <Image
            className="home-hero-image"
            src={page.image}
            alt=""
            width={HERO.width}
            height={HERO.height}
            priority
          />
        ) : null}
      </div>
      {page.content ? (
        <div
          className="container cms-content home-hero-content"
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      ) : null}
    </section>
  );
}
