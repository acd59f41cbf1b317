/**
 * Content pages from the shop's CMS (decision 022): plain content pages, recipe categories with
 * their recipes, recipes, FAQ questions (through the catch-all, by id), and the FAQ screens of the
 * route table (`/service/faq`, `/service/faq/{slug}`, `/service/faq/product/{slug?}`), which
 * render here too (no page module of their own). CMS HTML arrives sanitised by the storefront
 * server (server/cms-html.ts), on the server render and through the /api proxy alike.
 */
import { useLocation } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Page, Resolved } from '../../../shared/contract/content.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Image } from '../../components/image.tsx';
import { Seo } from '../../components/seo.tsx';
import { useShopInfo } from '../../features/shell/use-shell.ts';
import { alternatesFor } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { formatOpeningHours } from '../../lib/opening-hours.ts';
import { organizationJsonLd } from '../../lib/organization.ts';
import { useApi } from '../../lib/use-api.tsx';
import { uriHref } from '../href.ts';
import { matchScreen } from '../paths.ts';
import { contentKeys } from './content-keys.ts';
import { BANNER, ParentLink, schemeStyle } from './content-parts.tsx';
import { FaqCategoryView, FaqIndex, FaqProductRoute, FaqQuestionView } from './faq-views.tsx';
import { parseLocation } from './map/basemap.ts';
import { recipeJsonLd, recipeOf } from './recipe.ts';
import { RecipeCategoryList, RecipeFacts, RecipeMethod } from './recipe-views.tsx';
import { ContactForm, ShopAddress } from './shop-contact.tsx';

export default function ContentPage({ id }: { id?: number }) {
  const { pathname } = useLocation();
  if (id !== undefined) return <PageView id={id} />;
  // The FAQ screens of the route table.
  const { id: screen, match } = matchScreen(pathname);
  const slug = match?.params.slug;
  if (screen === 'faqCategory' && slug) return <FaqCategoryRoute slug={slug} />;
  if (screen === 'faqProduct') return <FaqProductRoute slug={slug} />;
  return <FaqIndex />;
}

/**
 * `/service/faq/{slug}`: the page at that path (a FAQ topic; the other language's slug finds it
 * too). Anything that is not a page there is not a topic.
 */
function FaqCategoryRoute({ slug }: { slug: string }) {
  const { t, locale } = useApp();
  const resolved = useApi<{ data: Resolved }>(contentKeys.faqCategory(locale, slug)).data;
  if (resolved.type === 'page') return <PageView id={resolved.id} />;
  return (
    <section className="container faq-page">
      <Seo title={t('contentScreen.faq.title')} noindex />
      <h1>{t('contentScreen.faq.title')}</h1>
      <p className="content-empty">{t('contentScreen.faq.not_found')}</p>
    </section>
  );
}

/** A CMS page by id, shown as its type asks. */
export function PageView({ id }: { id: number }) {
  const { locale } = useApp();
  const page = useApi<{ data: Page }>(apiKeys.page(id, locale)).data;
  switch (page.type_code) {
    case 'faq_category':
      return <FaqCategoryView page={page} />;
    case 'faq':
      return <FaqQuestionView page={page} />;
    default:
      return <CmsPage page={page} />;
  }
}

/**
 * A page that asks for the shop's opening hours (extra field show = opening_hours, e.g. contact)
 * gets the hours of GET shopInfo, the very rules the chat goes online by, not hours typed in the CMS.
 */
const shows = (page: Page, what: string) =>
  page.extra_fields.some((f) => f.key === 'show' && f.value === what);
const showsOpeningHours = (page: Page) => shows(page, 'opening_hours');
/** A legal text (extra field legal = terms / privacy) is also a PDF (api/pages/legal.ts). */
const legalDocument = (page: Page) => {
  const value = page.extra_fields.find((f) => f.key === 'legal')?.value;
  return value === 'terms' || value === 'privacy' ? value : null;
};

/** A content page, recipe category or recipe: breadcrumbs, parent, colour scheme, banner, HTML. */
function CmsPage({ page }: { page: Page }) {
  const { t, locale, publicUrl } = useApp();
  const shop = useShopInfo();
  const path = uriHref(page.uri, locale);
  const recipe = page.type_code === 'recipe' ? recipeOf(page.extra_fields) : null;
  // A page with the shop's address (contact, about) describes the shop as schema.org's Organization.
  const showsAddress = shows(page, 'address');
  const jsonLd = recipe
    ? [
        recipeJsonLd({
          page,
          recipe,
          url: `${publicUrl}${path}`,
          publicUrl,
          shopName: shop.name,
          category: page.parent?.title,
          locale,
        }),
      ]
    : showsAddress
      ? [organizationJsonLd(shop, publicUrl)]
      : undefined;
  return (
    <article
      className="content-page"
      data-type={page.type_code}
      data-colour-scheme={page.colour_scheme?.title}
      style={schemeStyle(page.colour_scheme)}
      data-testid="content-page"
    >
      <Seo
        title={page.meta_title || page.title}
        description={page.meta_description || page.intro.slice(0, 160) || undefined}
        path={path}
        alternates={alternatesFor(path, page.alternate_lang_hrefs)}
        image={page.image}
        type="article"
        jsonLd={jsonLd}
      />
      <Breadcrumbs items={page.breadcrumbs} />
      <header className="content-hero">
        <div className="container">
          {page.parent ? <ParentLink parent={page.parent} /> : null}
          <h1>{page.title}</h1>
          {page.intro ? <p className="intro">{page.intro}</p> : null}
        </div>
      </header>
      <div className="container content-body">
        {page.image ? (
          <Image
            className="content-banner"
            src={page.image}
            alt={recipe ? page.title : ''}
            width={BANNER.width}
            height={BANNER.height}
            priority
          />
        ) : null}
        {recipe ? <RecipeFacts recipe={recipe} /> : null}
        {legalDocument(page) ? (
          <p className="legal-download">
            {/* The terms or privacy statement as a PDF to keep (issue 40, decision 091). */}
            <a
              href={`/api/legal/${legalDocument(page)}.pdf?lang=${locale}`}
              type="application/pdf"
              data-testid="legal-pdf"
              aria-label={t('contentScreen.seller_download_pdf_of', { title: page.title })}
            >
              {t('contentScreen.seller_download_pdf')}
            </a>
          </p>
        ) : null}
        {page.content ? (
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        ) : null}
        {showsOpeningHours(page) && shop.opening_hours.length > 0 ? (
          <p className="content-hours" data-testid="opening-hours">
            <strong>{`${t('contentScreen.opening_hours')}: `}</strong>
            {formatOpeningHours(shop.opening_hours, locale).join(' · ')}
          </p>
        ) : null}
        {showsAddress ? (
          <ShopAddress
            shop={shop}
            location={parseLocation(page.extra_fields.find((f) => f.key === 'location')?.value)}
          />
        ) : null}
        {shows(page, 'contact_form') ? <ContactForm /> : null}
        {recipe ? <RecipeMethod recipe={recipe} /> : null}
        {page.type_code === 'recipe_category' ? <RecipeCategoryList page={page} /> : null}
      </div>
      {page.type_code === 'content' && !page.content && !page.intro ? (
        <p className="container content-empty">{t('contentScreen.coming_soon')}</p>
      ) : null}
    </article>
  );
}
