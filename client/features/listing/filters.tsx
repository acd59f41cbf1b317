/**
 * The filters panel: brands, price range, in-stock only, spec values and the numeric range of spec 5.
 * A plain GET form (works without JavaScript: the reader takes what it sends); with JavaScript every
 * change navigates straight to the new URL (history replaced, scroll kept). Below lg (992 px) the
 * panel folds away behind a toggle (an in-page link, so it also opens without JavaScript).
 */
import { type FormEvent, type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useLocation } from 'react-router';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { formatNumberIn } from '../../../shared/format-number.ts';
import {
  type Bounds,
  clearFilters,
  isFilterActive,
  type ListingState,
  listingHref,
  numericTitle,
  rangeSpecIds,
  readListingState,
} from '../../../shared/listing-query.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useIsServerOrHydrating } from '../../lib/ssr-data.tsx';
import { followApplied, priceText } from './price-draft.ts';
import { useListingNavigate, useOptimisticListing } from './use-listing.ts';

const VISIBLE_VALUES = 8;

/** The price range of the facets for the visitor's audience: minimum rounded down, maximum up (spec 5). */
export function priceBounds(
  answer: QueryProductsAnswer,
  mode: 'net' | 'gross',
): { min: number; max: number } {
  const min = mode === 'net' ? answer.min_price : answer.min_price_gross;
  const max = mode === 'net' ? answer.max_price : answer.max_price_gross;
  return { min: Math.floor(min), max: Math.ceil(max) };
}

/** A spec's numeric values, from its value titles (spec 5 gets a min-max range from them). */
export function numericValues(vals: { title: string }[]): number[] {
  const ns = vals.map((v) => numericTitle(v.title)).filter((n): n is number => n !== undefined);
  return [...new Set(ns)].sort((a, b) => a - b);
}

/** How many filters are on (each brand, spec value, the price, stock and a range count once). */
export function activeFilterCount(state: ListingState): number {
  return (
    state.brands.length +
    (state.price ? 1 : 0) +
    (state.stock ? 1 : 0) +
    Object.values(state.specs).reduce((n, ids) => n + ids.length, 0) +
    Object.keys(state.ranges).length
  );
}

function CheckList({
  name,
  items,
  selected,
  onChange,
}: {
  name: string;
  items: { id: number; title: string; count: number }[];
  selected: number[];
  onChange: (e: { currentTarget: HTMLElement }) => void;
}) {
  const { t, locale } = useApp();
  const box = (item: { id: number; title: string; count: number }) => (
    <li key={item.id}>
      <label className="check">
        <input
          type="checkbox"
          name={name}
          value={item.id}
          checked={selected.includes(item.id)}
          onChange={onChange}
        />
        <span className="check-title">{item.title}</span>
        <span className="check-count">{formatNumberIn(item.count, locale)}</span>
      </label>
    </li>
  );
  const visible = items.slice(0, VISIBLE_VALUES);
  const rest = items.slice(VISIBLE_VALUES);
  return (
    <>
      <ul className="check-list">{visible.map(box)}</ul>
      {rest.length ? (
        <details className="check-more" open={rest.some((i) => selected.includes(i.id)) || undefined}>
          <summary>{t('listing.show_more', { count: rest.length })}</summary>
          <ul className="check-list">{rest.map(box)}</ul>
        </details>
      ) : null}
    </>
  );
}

function RangeSelect({
  specId,
  values,
  value,
  onChange,
}: {
  specId: number;
  values: number[];
  value: Bounds | undefined;
  onChange: (e: { currentTarget: HTMLElement }) => void;
}) {
  const { t, locale } = useApp();
  const options = (kind: 'min' | 'max') => (
    <select
      id={`range-${specId}-${kind}`}
      name={`range_${specId}_${kind}`}
      value={value?.[kind] === undefined ? '' : String(value[kind])}
      onChange={onChange}
      data-testid={`range-${specId}-${kind}`}
    >
      <option value="">{t('listing.any')}</option>
      {values.map((n) => (
        <option key={n} value={n}>
          {formatNumberIn(n, locale)}
        </option>
      ))}
    </select>
  );
  return (
    <div className="range-row">
      <span className="range-field">
        <label htmlFor={`range-${specId}-min`}>{t('listing.from')}</label>
        {options('min')}
      </span>
      <span aria-hidden="true">–</span>
      <span className="range-field">
        <label htmlFor={`range-${specId}-max`}>{t('listing.to')}</label>
        {options('max')}
      </span>
    </div>
  );
}

function PriceInputs({
  value,
  bounds,
  onApply,
}: {
  value: Bounds | undefined;
  bounds: { min: number; max: number };
  onApply: () => void;
}) {
  const { t } = useApp();
  // Typing does not navigate; leaving the field or Enter applies. Controlled and never remounted, so
  // the field being typed in keeps its text and focus while the other bound is applied.
  const applied = priceText(value);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen.min !== applied.min || seen.max !== applied.max) {
    setSeen(applied);
    setDraft(followApplied(draft, seen, applied));
  }
  const onBlur = (kind: 'min' | 'max') => {
    if (draft[kind] !== applied[kind]) onApply();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onApply();
    }
  };
  const field = (kind: 'min' | 'max') => (
    <label>
      <span>{kind === 'min' ? t('listing.from') : t('listing.to')}</span>
      <span className="price-input">
        <span aria-hidden="true">€</span>
        <input
          type="number"
          name={`price_${kind}`}
          inputMode="numeric"
          min={0}
          step={1}
          value={draft[kind]}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setDraft((d) => ({ ...d, [kind]: text }));
          }}
          placeholder={String(bounds[kind])}
          aria-label={kind === 'min' ? t('listing.price_min') : t('listing.price_max')}
          onBlur={() => onBlur(kind)}
          onKeyDown={onKeyDown}
          data-testid={`price-${kind}`}
        />
      </span>
    </label>
  );
  return (
    <div className="range-row">
      {field('min')}
      <span aria-hidden="true">–</span>
      {field('max')}
    </div>
  );
}

export function Filters({
  answer,
  state: current,
  total,
  onReset,
}: {
  answer: QueryProductsAnswer;
  state: ListingState;
  total: number;
  onReset: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const mode = usePriceMode();
  const go = useListingNavigate();
  const js = !useIsServerOrHydrating();
  const [open, setOpen] = useState(false);
  const [state, choose] = useOptimisticListing(current);
  const active = isFilterActive(state);
  const count = activeFilterCount(state);

  /** The form is the source of truth: read it exactly as the server reads a submitted form. */
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') params.append(k, v);
    const next = { ...readListingState(params), page: 1 };
    choose(next);
    go(next);
  };
  const onChange = (e: { currentTarget: HTMLElement }) => apply(e.currentTarget.closest('form'));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
    setOpen(false);
  };

  const bounds = priceBounds(answer, mode);
  const rangeSpecs = answer.specs
    .filter((s) => (rangeSpecIds as readonly number[]).includes(s.id))
    .map((s) => ({ spec: s, values: numericValues(s.vals) }))
    .filter((r) => r.values.length >= 2);
  const checkSpecs = answer.specs.filter(
    (s) => s.vals.length > 0 && !rangeSpecs.some((r) => r.spec.id === s.id),
  );
  const resetHref = listingHref(pathname, clearFilters(state));

  return (
    <aside className="listing-aside" aria-label={t('listing.filters')}>
      {/* biome-ignore lint/a11y/useValidAnchor: an in-page link, so the folded panel also opens without JavaScript (:target) */}
      <a
        href="#listing-filters"
        className="filters-toggle button button-secondary"
        aria-expanded={open}
        aria-controls="listing-filters"
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
        data-testid="filters-toggle"
      >
        {t('listing.filters_toggle')}
        {count ? <span className="filters-badge">{count}</span> : null}
      </a>
      <form
        id="listing-filters"
        className={`listing-filters${open ? ' is-open' : ''}`}
        method="get"
        action={pathname}
        onSubmit={onSubmit}
        data-testid="listing-filters"
        data-ready={js || undefined}
      >
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {state.sort !== 'default' ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {state.view !== 'grid' ? <input type="hidden" name="view" value={state.view} /> : null}
        <div className="filters-head">
          <h2>{t('listing.filters')}</h2>
          {active ? (
            <Link to={resetHref} className="filters-reset" data-testid="filters-reset" onClick={onReset}>
              {t('listing.filters_reset')}
            </Link>
          ) : null}
        </div>

        {answer.brands.length ? (
          <fieldset className="filter" data-testid="filter-brands">
            <legend>{t('listing.brands')}</legend>
            <CheckList
              name="brands"
              items={answer.brands.map((b) => ({ id: b.id, title: b.name, count: b.count }))}
              selected={state.brands}
              onChange={onChange}
            />
          </fieldset>
        ) : null}

        {bounds.max > 0 ? (
          <fieldset className="filter" data-testid="filter-price">
            <legend>{t('listing.price')}</legend>
            <PriceInputs value={state.price} bounds={bounds} onApply={() => apply(priceForm())} />
          </fieldset>
        ) : null}

        <fieldset className="filter" data-testid="filter-stock">
          <legend>{t('listing.stock')}</legend>
          <label className="check">
            <input type="checkbox" name="stock" value="1" checked={state.stock} onChange={onChange} />
            <span className="check-title">{t('listing.in_stock_only')}</span>
            <span className="check-count">{formatNumberIn(answer.stock_count, locale)}</span>
          </label>
        </fieldset>

        {rangeSpecs.map(({ spec, values }) => (
          <fieldset key={spec.id} className="filter" data-testid={`filter-range-${spec.id}`}>
            <legend>{spec.title}</legend>
            <RangeSelect specId={spec.id} values={values} value={state.ranges[spec.id]} onChange={onChange} />
          </fieldset>
        ))}

        {checkSpecs.map((spec) => (
          <fieldset key={spec.id} className="filter" data-testid={`filter-spec-${spec.id}`}>
            <legend>{spec.title}</legend>
            <CheckList
              name={`spec_${spec.id}`}
              items={spec.vals}
              selected={state.specs[spec.id] ?? []}
              onChange={onChange}
            />
          </fieldset>
        ))}

        <div className="filters-actions">
          {js ? (
            <button type="button" className="button filters-close" onClick={() => setOpen(false)}>
              {t('listing.filters_show', { count: total })}
            </button>
          ) : (
            <button type="submit" className="button">
              {t('listing.filters_apply')}
            </button>
          )}
        </div>
      </form>
    </aside>
  );
}

/** The filters form on the page (price fields apply through it). */
const priceForm = () => document.getElementById('listing-filters') as HTMLFormElement | null;
