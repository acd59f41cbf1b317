/**
 * Attribute selection of a product (spec 4): the attributes and starting price for the current
 * choice, and once every attribute has a value, the product option with its own price, stock and
 * SKU. The choice lives in the URL; the server already loaded both keys for the first render.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useApp } from '../../lib/app-context.tsx';
import {
  attributesKey,
  completeSelection,
  hrefWithSelection,
  optionKey,
  type ProductAttributesAnswer,
  type ProductOption,
  type Selection,
  selectionFrom,
  unwrap,
} from './selection.ts';

export interface ProductOptionsState {
  /** Attributes and starting price, or undefined for a product without options (or while failed). */
  attributes: ProductAttributesAnswer | undefined;
  selection: Selection;
  /** The option of a complete choice; null while incomplete, loading, or when loading it failed. */
  option: ProductOption | null;
  /** Every attribute has a value. */
  complete: boolean;
  loading: boolean;
  choose(attributeId: number, valueId: number | null): void;
  reset(): void;
}

export function useProductOptions(product: {
  id: number;
  has_attributes: boolean;
  default_attrs: Record<string, unknown>;
}): ProductOptionsState {
  const { locale } = useApp();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const selection = selectionFrom(search, product.default_attrs);

  const attrs = useSWR<unknown>(
    product.has_attributes ? attributesKey(locale, product.id, selection) : null,
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  const attributes = attrs.error ? undefined : unwrap<ProductAttributesAnswer>(attrs.data);
  // The option belongs to the choice the current attributes answer confirms.
  const complete = attrs.isLoading ? null : completeSelection(attributes);
  const opt = useSWR<unknown>(complete ? optionKey(locale, product.id, complete) : null, {
    shouldRetryOnError: false,
  });
  // A failed option load clears the option (spec 4).
  const option = complete && !opt.error ? (unwrap<ProductOption>(opt.data) ?? null) : null;

  const go = useCallback(
    (next: Selection) =>
      navigate(hrefWithSelection(pathname, search, next), { replace: true, preventScrollReset: true }),
    [navigate, pathname, search],
  );
  const choose = useCallback(
    (attributeId: number, valueId: number | null) => {
      const next = { ...selection };
      if (valueId === null) delete next[String(attributeId)];
      else next[String(attributeId)] = valueId;
      go(next);
    },
    [selection, go],
  );
  const reset = useCallback(() => go({}), [go]);

  return {
    attributes,
    selection,
    option,
    complete: complete !== null,
    loading: attrs.isLoading || (complete !== null && opt.isLoading),
    choose,
    reset,
  };
}
