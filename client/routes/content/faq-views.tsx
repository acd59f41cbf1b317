/**
 * The FAQ (spec 2): the index of topics with a search box (`/service/faq`), a topic with its
 * questions as disclosure widgets and FAQPage JSON-LD (`/service/faq/{slug}`), one question
 * (its own page, through the catch-all), and the questions about products: which products have
 * them (`/service/faq/product`) and one product's (`/service/faq/product/{slug}`).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import type { AlternateHref } from '../../../shared/contract/common.ts';
import type { FaqProductList, Page, PageList } from '../../../shared/contract/content.ts';
import { type Locale, languageIds } from '../../../shared/locale.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { type Alternates, alternatesFor, useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { href, productHref, uriHref } from '../href.ts';
import { contentKeys, FAQ_SEARCH_MAX, faqSearchText, pageNumber } from './content-keys.ts';
import { ParentLink, useFaqCrumbs } from './content-parts.tsx';
import { faqJsonLd } from './recipe.ts';

/** How many questions of each topic the index shows. */
const QUESTIONS_PER_TOPIC = 3;

/** The same entity in both languages, from its alternate uris (`build` makes a path of one). */
function entityAlternates(
  hrefs: AlternateHref[],
  build: (uri: string, locale: Locale) => string,
  fallback: Alternates,
): Alternates {
  const uri = (locale: Locale) => hrefs.find((h) => h.language_id === languageIds[locale])?.uri;
  const nl = uri('nl');
  const en = uri('en');
  return { nl: nl ? build(nl, 'nl') : fallback.nl, en: en ? build(en, 'en') : fallback.en };
}

/** A question opened by the URL's fragment (`#q-12`), as a link from the index or a search asks. */
function useOpenFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    }
  }, [hash]);
}

function FaqItem({ question }: { question: Page }) {
  return (
    <details className="faq-item" id={`q-${question.id}`} data-testid="faq-item">
      <summary>{question.title}</summary>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: question.content }} />
    </details>
  );
}

/** A search form that works without JavaScript (GET) and navigates in the app with it. */
function SearchForm({
  action,
  q,
  label,
  placeholder,
  testId,
}: {
  action: string;
  q: string;
  label: string;
  placeholder: string;
  testId: string;
}) {
  const { t } = useApp();
  const navigate = useNavigate();
  return (
    <form
      className="faq-search"
      method="get"
      action={action}
      key={q}
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        navigate(value ? `${action}?q=${encodeURIComponent(value)}` : action);
      }}
    >
      <label htmlFor={`${testId}-input`}>{label}</label>
      <div className="faq-search-row">
        <input
          id={`${testId}-input`}
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          maxLength={FAQ_SEARCH_MAX}
          data-testid={testId}
        />
        <button type="submit" className="button">
          {t('contentScreen.faq.search_submit')}
        </button>
      </div>
    </form>
  );
}

/** `/service/faq`: topics with their first questions, a search, the way to product questions. */
export function FaqIndex() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const q = faqSearchText(new URLSearchParams(search));
  const alternates = useAlternates();
  const topics = useApi<PageList>(contentKeys.faqCategories(locale)).data;
  const questions = useApi<PageList>(contentKeys.faqQuestions(locale)).data;
  const path = href('faq', locale);
  const title = t('contentScreen.faq.title');
  return (
    <>
      <Seo
        title={title}
        description={t('contentScreen.faq.intro')}
        path={path}
        alternates={alternates}
        noindex={!!q}
      />
      <Breadcrumbs items={[{ title, uri: '/service/faq' }]} />
      <section className="container faq-page" data-testid="faq-index">
        <h1>{title}</h1>
        <p className="intro">{t('contentScreen.faq.intro')}</p>
        <SearchForm
          action={path}
          q={q}
          label={t('contentScreen.faq.search_label')}
          placeholder={t('contentScreen.faq.search_placeholder')}
          testId="faq-search"
        />
        {q ? <FaqSearchResults q={q} /> : null}
        <h2>{t('contentScreen.faq.topics')}</h2>
        {topics.length ? (
          <ul className="faq-topics" data-testid="faq-topics">
            {topics.map((topic) => {
              const topicPath = uriHref(topic.uri, locale);
              const first = questions.filter((x) => x.parent?.id === topic.id).slice(0, QUESTIONS_PER_TOPIC);
              return (
                <li key={topic.id} className="faq-topic">
                  <h3>
                    <Link to={topicPath}>{topic.title}</Link>
                  </h3>
                  {first.length ? (
                    <ul>
                      {first.map((x) => (
                        <li key={x.id}>
                          <Link to={`${topicPath}#q-${x.id}`}>{x.title}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link to={topicPath} className="faq-topic-all">
                    {t('contentScreen.faq.all_questions', { topic: topic.title })}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="content-empty">{t('contentScreen.faq.no_topics')}</p>
        )}
        <p className="faq-products-link">
          <Link
            route="faqProduct"
            locale={locale}
            className="button button-secondary"
            data-testid="faq-products-link"
          >
            {t('contentScreen.faq.products_link')}
          </Link>
        </p>
      </section>
    </>
  );
}

function FaqSearchResults({ q }: { q: string }) {
  const { t, locale } = useApp();
  const found = useApi<PageList>(contentKeys.faqSearch(locale, q)).data;
  return (
    <section className="faq-results" aria-labelledby="faq-results" data-testid="faq-results">
      <h2 id="faq-results">{t('contentScreen.faq.results', { q })}</h2>
      {found.length ? (
        <div className="faq-questions">
          {found.map((question) => (
            <div key={question.id}>
              <FaqItem question={question} />
              {question.parent ? (
                <p className="faq-result-topic">
                  <Link to={`${uriHref(question.parent.uri, locale)}#q-${question.id}`}>
                    {question.parent.title}
                  </Link>
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ) : (
        <p className="content-empty">{t('contentScreen.faq.no_results', { q })}</p>
      )}
    </section>
  );
}

/** `/service/faq/{slug}`: a topic's questions (disclosure widgets) with FAQPage JSON-LD and the other topics. */
export function FaqCategoryView({ page }: { page: Page }) {
  const { t, locale, publicUrl } = useApp();
  const questions = useApi<PageList>(contentKeys.faqCategoryQuestions(locale, page.id)).data;
  const topics = useApi<PageList>(contentKeys.faqCategories(locale)).data;
  const crumbs = useFaqCrumbs(page.breadcrumbs);
  useOpenFromHash();
  const path = uriHref(page.uri, locale);
  const alternates = entityAlternates(page.alternate_lang_hrefs, uriHref, { nl: path, en: path });
  return (
    <>
      <Seo
        title={page.meta_title || page.title}
        description={page.meta_description || page.intro || t('contentScreen.faq.intro')}
        path={path}
        alternates={alternates}
        type="article"
        jsonLd={
          questions.length
            ? [
                faqJsonLd(
                  questions.map((x) => ({ question: x.title, answer: x.content })),
                  `${publicUrl}${path}`,
                ),
              ]
            : undefined
        }
      />
      <Breadcrumbs items={crumbs} />
      <section className="container faq-page faq-category" data-testid="faq-category">
        <div className="faq-layout">
          <div>
            <h1>{page.title}</h1>
            {page.intro ? <p className="intro">{page.intro}</p> : null}
            {page.content ? (
              <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
            ) : null}
            {questions.length ? (
              <div className="faq-questions">
                {questions.map((question) => (
                  <FaqItem key={question.id} question={question} />
                ))}
              </div>
            ) : (
              <p className="content-empty">{t('contentScreen.faq.empty')}</p>
            )}
          </div>
          <nav className="faq-topics-nav" aria-labelledby="faq-other-topics">
            <h2 id="faq-other-topics">{t('contentScreen.faq.other_topics')}</h2>
            <ul>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={uriHref(topic.uri, locale)}
                    aria-current={topic.id === page.id ? 'page' : undefined}
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link route="faqProduct" locale={locale}>
                  {t('contentScreen.faq.products')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}

/** One question on its own page (its uri under its topic, through the catch-all). */
export function FaqQuestionView({ page }: { page: Page }) {
  const { locale, publicUrl } = useApp();
  const crumbs = useFaqCrumbs(page.breadcrumbs);
  const path = uriHref(page.uri, locale);
  return (
    <>
      <Seo
        title={page.meta_title || page.title}
        description={page.meta_description || undefined}
        path={path}
        alternates={alternatesFor(path, page.alternate_lang_hrefs)}
        type="article"
        jsonLd={[faqJsonLd([{ question: page.title, answer: page.content }], `${publicUrl}${path}`)]}
      />
      <Breadcrumbs items={crumbs} />
      <article className="container faq-page faq-question" data-testid="faq-question">
        {page.parent ? <ParentLink parent={page.parent} /> : null}
        <h1>{page.title}</h1>
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
      </article>
    </>
  );
}

/** `/service/faq/product/{slug?}`. */
export function FaqProductRoute({ slug }: { slug: string | undefined }) {
  return slug ? <FaqProduct slug={slug} /> : <FaqProducts />;
}

/** The products that have questions, by name, with a search and pages. */
function FaqProducts() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const q = faqSearchText(params);
  const page = pageNumber(params);
  const answer = useApi<FaqProductList>(contentKeys.faqProducts(locale, page, q));
  const alternates = useAlternates();
  const path = href('faqProduct', locale);
  const title = t('contentScreen.faq.products');
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (n > 1) query.set('page', String(n));
    const s = query.toString();
    return s ? `${path}?${s}` : path;
  };
  const { current_page: current, last_page: last } = answer.meta;
  return (
    <>
      <Seo
        title={page > 1 ? `${title} · ${t('contentScreen.faq.page_of', { page, last })}` : title}
        description={t('contentScreen.faq.products_intro')}
        path={q ? path : pageHref(page)}
        alternates={alternates}
        noindex={!!q || !answer.data.length}
      />
      <Breadcrumbs
        items={[
          { title: t('contentScreen.faq.title'), uri: '/service/faq' },
          { title, uri: '/service/faq/product' },
        ]}
      />
      <section className="container faq-page faq-products-page" data-testid="faq-products">
        <h1>{title}</h1>
        <p className="intro">{t('contentScreen.faq.products_intro')}</p>
        <SearchForm
          action={path}
          q={q}
          label={t('contentScreen.faq.products_search_label')}
          placeholder={t('contentScreen.faq.products_search_placeholder')}
          testId="faq-products-search"
        />
        {answer.data.length ? (
          <ul className="faq-products">
            {answer.data.map((p) => (
              <li key={p.id}>
                <Link route="faqProduct" locale={locale} params={{ slug: p.slug }} data-testid="faq-product">
                  <Image src={p.photo} alt="" width={80} height={80} />
                  <span className="faq-product-name">{p.name}</span>
                  <span className="faq-product-count">
                    {t('contentScreen.faq.question_count', { count: p.question_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="content-empty" data-testid="faq-products-empty">
            {t('contentScreen.faq.products_empty')}
          </p>
        )}
        {last > 1 ? (
          <nav className="faq-pagination" aria-label={t('contentScreen.faq.pages')}>
            {current > 1 ? (
              <Link to={pageHref(Math.min(current - 1, last))} rel="prev">
                {t('contentScreen.faq.previous')}
              </Link>
            ) : null}
            <span>{t('contentScreen.faq.page_of', { page: current, last })}</span>
            {current < last ? (
              <Link to={pageHref(current + 1)} rel="next">
                {t('contentScreen.faq.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}

/** One product's questions and answers (GET products/{slug}), with FAQPage JSON-LD. */
function FaqProduct({ slug }: { slug: string }) {
  const { t, locale, publicUrl } = useApp();
  const data = useApi<{ data: ProductResponse }>(apiKeys.product(slug, locale)).data;
  const { product, questions } = data;
  useOpenFromHash();
  const path = href('faqProduct', locale, { slug: product.slug });
  const alternates = entityAlternates(
    data.alternate_lang_hrefs,
    (uri, l) => href('faqProduct', l, { slug: uri.replace(/^\/+/, '') }),
    { nl: path, en: path },
  );
  const title = t('contentScreen.faq.product_title', { name: product.name });
  return (
    <>
      <Seo
        title={title}
        description={questions[0]?.question}
        path={path}
        alternates={alternates}
        image={product.photo}
        noindex={!questions.length}
        jsonLd={
          questions.length
            ? [
                faqJsonLd(
                  questions.map((x) => ({ question: x.question, answer: x.answer })),
                  `${publicUrl}${path}`,
                ),
              ]
            : undefined
        }
      />
      <Breadcrumbs
        items={[
          { title: t('contentScreen.faq.title'), uri: '/service/faq' },
          { title: t('contentScreen.faq.products'), uri: '/service/faq/product' },
          { title: product.name, uri: `/service/faq/product/${product.slug}` },
        ]}
      />
      <section className="container faq-page faq-product" data-testid="faq-product-page">
        <div className="faq-product-head">
          <Image src={product.photo} alt={product.name} width={120} height={120} priority />
          <div>
            <h1>{title}</h1>
            <Link to={productHref(product.slug, locale)} data-testid="faq-product-link">
              {t('contentScreen.faq.to_product', { name: product.name })}
            </Link>
          </div>
        </div>
        {questions.length ? (
          <div className="faq-questions">
            {questions.map((x, i) => (
              <details key={x.question} className="faq-item" id={`q-${i + 1}`} data-testid="faq-item">
                <summary>{x.question}</summary>
                <div className="cms-content">
                  <p>{x.answer}</p>
                </div>
              </details>
            ))}
          </div>
        ) : (
          <p className="content-empty" data-testid="faq-product-empty">
            {t('contentScreen.faq.product_empty')}
          </p>
        )}
      </section>
    </>
  );
}
