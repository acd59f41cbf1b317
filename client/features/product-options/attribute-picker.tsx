/**
 * The attribute choice of a product with options: each value is a link to the URL with that value
 * chosen (works without JavaScript, server-rendered), handled in place once hydrated. Values that
 * make no existing option with the other chosen values are disabled.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../../lib/app-context.tsx';
import { hrefWithSelection } from './selection.ts';
import type { ProductOptionsState } from './use-product-options.ts';

export function AttributePicker({ state }: { state: ProductOptionsState }) {
  const { t } = useApp();
  const { pathname, search } = useLocation();
  const { attributes, selection, loading, choose, reset } = state;
  if (!attributes || attributes.attributes.length === 0) return null;
  const chosen = attributes.attributes.filter((a) => a.selected !== null).length;
  const onClick = (event: MouseEvent, attributeId: number, valueId: number | null) => {
    event.preventDefault();
    choose(attributeId, valueId);
  };
  return (
    <div className="attribute-picker" aria-busy={loading} data-testid="attribute-picker">
      {attributes.attributes.map((attribute) => {
        const current = attribute.values.find((v) => v.id === attribute.selected);
        return (
          <fieldset key={attribute.id} className="attribute" data-attribute-id={attribute.id}>
            <legend>
              {attribute.title}
              {current ? <span className="attribute-current">: {current.title}</span> : null}
            </legend>
            <ul className="attribute-values">
              {attribute.values.map((value) => {
                const selected = value.id === attribute.selected;
                const next = { ...selection, [String(attribute.id)]: value.id };
                if (!value.available && !selected)
                  return (
                    <li key={value.id}>
                      <span
                        className="attribute-value is-unavailable"
                        aria-disabled="true"
                        title={t('product.combination_unavailable')}
                      >
                        {value.title}
                      </span>
                    </li>
                  );
                return (
                  <li key={value.id}>
                    <a
                      href={hrefWithSelection(pathname, search, next)}
                      className={selected ? 'attribute-value is-selected' : 'attribute-value'}
                      aria-current={selected ? 'true' : undefined}
                      rel="nofollow"
                      onClick={(e) => onClick(e, attribute.id, selected ? null : value.id)}
                    >
                      {value.title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <p className="attribute-status" aria-live="polite">
        {chosen < attributes.attributes.length
          ? t('product.choose_options', { count: attributes.attributes.length - chosen })
          : null}
        {chosen > 0 ? (
          <a
            href={hrefWithSelection(pathname, search, {})}
            className="attribute-reset"
            rel="nofollow"
            onClick={(e) => {
              e.preventDefault();
              reset();
            }}
          >
            {t('product.clear_options')}
          </a>
        ) : null}
      </p>
    </div>
  );
}
