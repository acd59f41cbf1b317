/**
 * Products side by side (spec 2, 3): a column per product (photo, name, price, remove button), a
 * row per specification with the rows that differ highlighted, and a "show only differences" switch.
 */
import { useState } from 'react';
import type { ProductCard } from '../../../shared/contract/catalog.ts';
import type { Comparison } from '../../../shared/contract/comparison.ts';
import { CompareToggle } from '../../components/compare-toggle.tsx';
import { Price } from '../../components/price.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { uriHref } from '../../routes/href.ts';

export function ComparisonTable({
  products,
  specs,
}: {
  products: ProductCard[];
  specs: Comparison['specs'];
}) {
  const { t, locale } = useApp();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const rows = onlyDifferences ? specs.filter((s) => s.differs) : specs;
  return (
    <div className="comparison" data-testid="comparison">
      {products.length > 1 ? (
        <label className="compare-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={onlyDifferences}
            checked={onlyDifferences}
            onChange={(e) => setOnlyDifferences(e.target.checked)}
            data-testid="only-differences"
          />{' '}
          {t('comparison.only_differences')}
        </label>
      ) : null}
      <div className="comparison-scroll">
        <table className={`comparison-table comparison-cols-${products.length}`}>
          <thead>
            <tr>
              <th scope="col" className="comparison-corner">
                <span className="visually-hidden">{t('comparison.specification')}</span>
              </th>
              {products.map((p) => (
                <th key={p.id} scope="col" className="comparison-product" data-testid="compare-product">
                  <a href={uriHref(p.uri, locale)} className="comparison-product-link">
                    <img
                      src={p.photo}
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                      className="comparison-photo"
                    />
                    <span className="comparison-name">{p.full_name}</span>
                  </a>
                  <CompareToggle productId={p.id} variant="remove" name={p.full_name} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('comparison.price')}</th>
              {products.map((p) => (
                <td key={p.id}>
                  <Price values={p} />
                </td>
              ))}
            </tr>
            {rows.map((spec) => (
              <tr
                key={spec.id}
                className={spec.differs ? 'comparison-row differs' : 'comparison-row'}
                data-differs={spec.differs || undefined}
                data-testid="compare-row"
              >
                <th scope="row">
                  {spec.title}
                  {spec.differs ? (
                    <span className="visually-hidden"> ({t('comparison.differs')})</span>
                  ) : null}
                </th>
                {products.map((p) => (
                  <td key={p.id}>
                    {(spec.values as Record<string, string | null>)[String(p.id)] ?? t('comparison.no_value')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {products.length > 1 && specs.length === 0 ? (
        <p className="compare-note">{t('comparison.no_specs')}</p>
      ) : null}
      {products.length > 1 && onlyDifferences && specs.length > 0 && rows.length === 0 ? (
        <p className="compare-note">{t('comparison.no_differences')}</p>
      ) : null}
    </div>
  );
}
