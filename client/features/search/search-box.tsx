/**
 * The header's search form with its dropdown (spec 2, 4, 5, 8, 9). Without JavaScript it is a plain
 * GET form to the search page. With it: typing opens the dropdown (desktop: any text; mobile below
 * 768 px: more than 2 characters), debounced 200 ms, with matching categories (and their
 * breadcrumbs) and up to 4 products (3 on mobile) from two calls that fail independently; arrow keys
 * move through the results, Enter opens one, Escape closes; an outside click or a route change
 * hides the dropdown and clears the text.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Category, ProductCard } from '../../../shared/contract/catalog.ts';
import type { Locale } from '../../../shared/locale.ts';
import { Price } from '../../components/price.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useHeldSubmit } from '../../lib/island.tsx';
import { href, uriHref } from '../../routes/href.ts';
import {
  CATEGORY_LIMIT,
  debounce,
  dropdownView,
  MOBILE_MEDIA,
  moveActive,
  productLimit,
  searchTerm,
  shouldSearch,
} from './search-logic.ts';
import { useMediaQuery, useSearchResults } from './use-search.ts';

export function searchPageHref(locale: Locale, text: string): string {
  const term = searchTerm(text);
  return term ? `${href('search', locale)}?${new URLSearchParams({ q: term })}` : href('search', locale);
}

/** The query term shown in the box: the search page's own `q`, nothing elsewhere. */
function textFor(pathname: string, search: string, locale: Locale): string {
  return pathname === href('search', locale) ? (new URLSearchParams(search).get('q') ?? '') : '';
}

type Option =
  | { kind: 'category'; href: string; category: Category }
  | { kind: 'product'; href: string; product: ProductCard }
  | { kind: 'all'; href: string };

export function SearchBox({ inputRef }: { inputRef?: React.RefObject<HTMLInputElement | null> }) {
  const { t, locale } = useApp();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_MEDIA);
  const baseId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  // Text typed before this island hydrated is in the field, but React does not replay those input
  // events: once hydrated, take it over as if typed now (before a held submit is made, below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const field = rootRef.current?.elements.namedItem('q');
    if (field instanceof HTMLInputElement && field.value !== text) onChange(field.value);
  }, []);
  // A submit made before this island hydrated waits for it (blank text must still do nothing).
  const held = useHeldSubmit(rootRef);
  const [text, setText] = useState(() => textFor(pathname, search, locale));
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const debouncer = useMemo(() => debounce<string>((value) => setTerm(value)), []);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const close = (clear: boolean) => {
    debouncer.cancel();
    setOpen(false);
    setActive(-1);
    setTerm('');
    if (clear) setText('');
  };

  // A route change hides the dropdown and resets the text (to the search page's term, if any).
  const location = `${pathname}?${search}`;
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    debouncer.cancel();
    setOpen(false);
    setActive(-1);
    setTerm('');
    setText(textFor(pathname, search, locale));
  }, [location, pathname, search, locale, debouncer]);

  // An outside click hides the dropdown and clears the text.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        debouncer.cancel();
        setOpen(false);
        setActive(-1);
        setTerm('');
        setText('');
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true); // capture: see header-dropdowns.ts
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, debouncer]);

  const limit = productLimit(mobile);
  const { categories, products } = useSearchResults(open ? term : '', limit);
  const view = open ? dropdownView(term, categories, products) : 'idle';

  const shownCategories = (categories.data ?? []).slice(0, CATEGORY_LIMIT);
  const shownProducts = (products.data ?? []).slice(0, limit);
  const options: Option[] = [
    ...shownCategories.map((c) => ({ kind: 'category' as const, href: uriHref(c.uri, locale), category: c })),
    ...shownProducts.map((p) => ({ kind: 'product' as const, href: uriHref(p.uri, locale), product: p })),
  ];
  if (mobile && view !== 'idle') options.push({ kind: 'all', href: searchPageHref(locale, text) });
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listId = `${baseId}-results`;
  const expanded = view !== 'idle';

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    if (shouldSearch(value, mobile)) {
      setOpen(true);
      debouncer.call(searchTerm(value));
    } else {
      debouncer.cancel();
      setOpen(false);
      setTerm('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded || !options.length) return;
      event.preventDefault();
      const next = moveActive(active, options.length, event.key);
      setActive(next);
      // The dropdown scrolls (a phone, a long list): keep the chosen result in view.
      if (next >= 0) document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      const target = options[active].href;
      close(true);
      navigate(target);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as the visitor left it: text typed before the island hydrated is not in state yet.
    const typed = String(new FormData(event.currentTarget).get('q') ?? text);
    if (!searchTerm(typed)) return; // blank text does nothing
    const target = searchPageHref(locale, typed);
    close(false);
    navigate(target);
  };

  let index = 0;
  const option = (o: Option, content: React.ReactNode, className: string) => {
    const i = index++;
    return (
      <a
        key={`${o.kind}-${o.href}`}
        id={optionId(i)}
        href={o.href}
        role="option"
        aria-selected={i === active}
        className={`search-option ${className}${i === active ? ' is-active' : ''}`}
        tabIndex={-1}
        onMouseMove={() => setActive(i)}
      >
        {content}
      </a>
    );
  };

  return (
    <form
      {...held}
      id="header-search"
      className="header-search"
      action={href('search', locale)}
      method="get"
      onSubmit={onSubmit}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('header.search_placeholder')}
        aria-label={t('header.search')}
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        data-testid="search-input"
      />
      <button type="submit">{t('header.search')}</button>
      {expanded ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes after a click on a result link; keyboard use goes through the input
        <div
          className="search-dropdown"
          data-testid="search-dropdown"
          aria-busy={categories.loading || products.loading}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) close(true);
          }}
        >
          <div id={listId} role="listbox" aria-label={t('search.results_label')} className="search-results">
            {shownCategories.length ? (
              // biome-ignore lint/a11y/useSemanticElements: an option group inside the listbox
              <div role="group" aria-label={t('search.categories')} className="search-group">
                <p className="search-group-title" aria-hidden="true">
                  {t('search.categories')}
                </p>
                {options
                  .filter((o) => o.kind === 'category')
                  .map((o) =>
                    option(
                      o,
                      <>
                        <span className="search-category-title">{o.category.title}</span>
                        {o.category.breadcrumbs.length > 1 ? (
                          <span className="search-category-path">
                            {o.category.breadcrumbs
                              .slice(0, -1)
                              .map((b) => b.title)
                              .join(' › ')}
                          </span>
                        ) : null}
                      </>,
                      'search-category',
                    ),
                  )}
              </div>
            ) : null}
            {shownProducts.length ? (
              // biome-ignore lint/a11y/useSemanticElements: an option group inside the listbox
              <div role="group" aria-label={t('search.products')} className="search-group">
                <p className="search-group-title" aria-hidden="true">
                  {t('search.products')}
                </p>
                {options
                  .filter((o) => o.kind === 'product')
                  .map((o) =>
                    option(
                      o,
                      <>
                        <img
                          src={o.product.photo}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          decoding="async"
                          className="search-product-photo"
                        />
                        <span className="search-product-name">{o.product.full_name}</span>
                        <Price values={o.product} className="search-product-price" />
                      </>,
                      'search-product',
                    ),
                  )}
              </div>
            ) : null}
            {options
              .filter((o) => o.kind === 'all')
              .map((o) => option(o, t('search.show_all'), 'search-show-all button'))}
          </div>
          {view === 'loading' ? (
            <p className="search-status" role="status">
              {t('search.loading')}
            </p>
          ) : null}
          {view === 'empty' && !categories.error && !products.error ? (
            <p className="search-status" role="status">
              {t('search.no_results', { q: term })}
            </p>
          ) : null}
          {categories.error ? <p className="search-error">{t('search.categories_failed')}</p> : null}
          {products.error ? <p className="search-error">{t('search.products_failed')}</p> : null}
        </div>
      ) : null}
    </form>
  );
}
