/**
 * The product page's static text: the description with pros and cons, the specifications,
 * questions and answers, downloads and related pages. An island (product-islands.ts): its code follows the page.
 */
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import { cleanReferenceNumber } from '../../../shared/format.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../href.ts';

/**
 * `overview`: the description, pros and cons; `specs`: the specifications and reference numbers
 * (`sku`: the chosen option's); `more`: questions, downloads and related pages.
 */
export function ProductDetails({
  data,
  part,
  sku,
}: {
  data: ProductResponse;
  part: 'overview' | 'specs' | 'more';
  sku?: string;
}) {
  const { t, locale } = useApp();
  const { product } = data;
  if (part === 'specs')
    return (
      <>
        {data.specifications.length || data.reference_numbers.length ? (
          <section
            className="container product-section"
            id="specifications"
            aria-labelledby="specifications-title"
          >
            <h2 id="specifications-title">{t('product.specifications')}</h2>
            <dl className="spec-table">
              <div>
                <dt>{t('product.sku')}</dt>
                <dd>{sku}</dd>
              </div>
              {product.brand ? (
                <div>
                  <dt>{t('product.brand')}</dt>
                  <dd>{product.brand.name}</dd>
                </div>
              ) : null}
              {data.specifications.map((s) => (
                <div key={s.id}>
                  <dt>{s.title}</dt>
                  <dd>
                    {s.unit ? `${s.value.replace('.', locale === 'nl' ? ',' : '.')} ${s.unit}` : s.value}
                  </dd>
                </div>
              ))}
            </dl>
            {data.reference_numbers.length ? (
              <>
                <h3>{t('product.reference_numbers')}</h3>
                <ul className="reference-numbers" data-testid="reference-numbers">
                  {data.reference_numbers.map((r) => (
                    <li key={r}>{cleanReferenceNumber(r)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
      </>
    );
  if (part === 'overview')
    return (
      <section className="container product-section" id="overview" aria-labelledby="overview-title">
        <h2 id="overview-title">{t('product.description')}</h2>
        <div className="product-overview">
          <div className="cms-content" dangerouslySetInnerHTML={{ __html: product.description }} />
          {data.pros_and_cons.pros.length || data.pros_and_cons.cons.length ? (
            <div className="pros-cons">
              {data.pros_and_cons.pros.length ? (
                <div>
                  <h3>{t('product.pros')}</h3>
                  <ul className="pros">
                    {data.pros_and_cons.pros.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {data.pros_and_cons.cons.length ? (
                <div>
                  <h3>{t('product.cons')}</h3>
                  <ul className="cons">
                    {data.pros_and_cons.cons.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
    );
  return (
    <>
      {data.questions.length ? (
        <section className="container product-section" id="questions" aria-labelledby="questions-title">
          <h2 id="questions-title">{t('product.questions')}</h2>
          <div className="product-questions">
            {data.questions.map((q) => (
              <details key={q.question} className="question">
                <summary>{q.question}</summary>
                <p>{q.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}

      {data.pdfs.length || data.pages.length ? (
        <section className="container product-section" id="downloads" aria-labelledby="downloads-title">
          <h2 id="downloads-title">{t('product.downloads')}</h2>
          {data.pdfs.length ? (
            <ul className="product-downloads">
              {data.pdfs.map((pdf) => (
                <li key={pdf.url}>
                  <a href={pdf.url} target="_blank" rel="noopener" data-reload>
                    <span className="file-badge" aria-hidden="true">
                      PDF
                    </span>
                    {pdf.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {data.pages.length ? (
            <>
              <h3>{t('product.related_pages')}</h3>
              <ul className="product-pages">
                {data.pages.map((p) => (
                  <li key={p.id}>
                    <Link to={uriHref(p.uri, locale)}>{p.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
