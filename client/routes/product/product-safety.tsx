/**
 * The product page's "Productveiligheid" / "Product safety" section (GPSR art. 19; decision 096):
 * the manufacturer, the responsible person in the EU for a manufacturer outside it, what identifies
 * the product and its warnings, in the visitor's language. An island (product-islands.ts): static
 * text the server renders, whose code and texts follow the page instead of adding to its first load.
 */
import type { ProductResponse, ProductSafety as Safety } from '../../../shared/contract/catalog.ts';
import { en, nl } from '../../../shared/i18n/sections/product-safety.ts';
import { useApp } from '../../lib/app-context.tsx';

type Party = NonNullable<Safety['eu_responsible_person']>;

function PartyBlock({ party, label }: { party: Party; label: string }) {
  return (
    <address>
      <strong>{party.name}</strong>
      {party.address.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {label}: <a href={`mailto:${party.email}`}>{party.email}</a>
    </address>
  );
}

/** From the product answer: its safety block, name and article number (props kept few: first-load bytes). */
export function ProductSafety({ data }: { data: ProductResponse }) {
  const t = useApp().locale === 'en' ? en : nl;
  const { safety, product } = data;
  const m = safety.manufacturer;
  const rep = safety.eu_responsible_person;
  return (
    <section
      className="container product-section product-safety"
      id="safety"
      aria-labelledby="safety-title"
      data-testid="product-safety"
    >
      <h2 id="safety-title">{t.title}</h2>
      {!m || !safety.warnings.length ? <p className="section-failed">{t.missing}</p> : null}
      <div className="product-safety-grid">
        {m ? (
          <div data-testid="safety-manufacturer">
            <h3>{t.manufacturer}</h3>
            <PartyBlock party={m} label={t.email} />
            <p>
              {t.trade_mark}: {m.trade_mark}
            </p>
          </div>
        ) : null}
        {rep ? (
          <div data-testid="safety-eu-responsible">
            <h3>{t.eu_responsible}</h3>
            <PartyBlock party={rep} label={t.email} />
            <p>{t.eu_responsible_note}</p>
          </div>
        ) : null}
        <div data-testid="safety-identification">
          <h3>{t.identification}</h3>
          <dl className="spec-table">
            {safety.product_type ? (
              <div>
                <dt>{t.type}</dt>
                <dd>{safety.product_type}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.model}</dt>
              <dd>{product.name}</dd>
            </div>
            <div>
              <dt>{t.sku}</dt>
              <dd>{product.sku}</dd>
            </div>
            {safety.identifier ? (
              <div>
                <dt>{t.unit}</dt>
                <dd>{t[safety.identifier]}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {safety.warnings.length ? (
        <div data-testid="safety-warnings">
          <h3>{t.warnings}</h3>
          <ul className="product-safety-warnings">
            {safety.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
