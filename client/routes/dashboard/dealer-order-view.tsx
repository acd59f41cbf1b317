/**
 * Dealer order (`/dealer-order`, `/en/dealer-order`; issue 5, dealers only by the route's guard and
 * the API): quick ordering at net prices. Lines come from a typeahead over reference numbers, skus
 * and names, from pasted text or from an uploaded CSV (a sample file to download); unknown
 * references stay on screen with their error; "add all" puts the orderable lines in the cart at once.
 */
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { cartKeys, cartPaths } from '../../../shared/cart-keys.ts';
import type { Cart, QuickOrderLine, QuickOrderMatch } from '../../../shared/contract/cart.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { parseQuickOrder, QUICK_ORDER_MAX_AMOUNT } from '../../../shared/quick-order-lines.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import {
  addMatch,
  addResolved,
  cartItemsOf,
  netTotalCents,
  type OrderLine,
  removeLine,
  setAmount,
} from '../../features/quick-order/quick-order-lines-state.ts';
import { debounce, moveActive } from '../../features/search/search-logic.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';

/** The sample file: a few of the shop's own reference numbers, from the API (dealers only). */
const samplePath = (locale: string) => `/api/dealer/quickOrder/sample.csv?lang=${locale}`;

export function DealerOrderView() {
  const { t, locale, stores } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const { mutate } = useSWRConfig();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'resolve' | 'add'>(null);
  const [added, setAdded] = useState(false);
  const pasteId = useId();
  const uploadId = useId();

  async function resolve(text: string) {
    const parsed = parseQuickOrder(text);
    setNotice(parsed.truncated ? t('dashboardScreen.quick_truncated') : null);
    const readable = parsed.lines.filter((l) => l.error !== 'invalid_reference');
    if (readable.length === 0) {
      if (!parsed.lines.length) setNotice(t('dashboardScreen.quick_nothing_read'));
      return;
    }
    setBusy('resolve');
    try {
      const answer = (await apiSend('POST', '/dealer/quickOrder/resolve', locale, {
        lines: readable.map((l) => ({ reference: l.reference, amount: l.amount })),
      })) as { data: QuickOrderLine[] };
      setLines((current) => addResolved(current, answer.data));
      setPasted('');
      setAdded(false);
    } catch (error) {
      void showToast(stores.toasts, 'danger', messageOf(error, t('error_occured')));
    } finally {
      setBusy(null);
    }
  }

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > 512 * 1024) {
      setNotice(t('dashboardScreen.quick_file_too_big'));
      return;
    }
    await resolve(await file.text());
  }

  async function addAll() {
    const items = cartItemsOf(lines);
    if (!items.length) return;
    setBusy('add');
    try {
      const answer = (await apiSend('POST', cartPaths.addMany, locale, { items })) as { data: Cart };
      await mutate(cartKeys.cart(locale), answer, { revalidate: false });
      setLines((current) => current.filter((l) => l.error || !l.match));
      setAdded(true);
      void showToast(stores.toasts, 'success', t('dashboardScreen.quick_added', { count: items.length }));
    } catch (error) {
      void showToast(stores.toasts, 'danger', messageOf(error, t('error_occured')));
    } finally {
      setBusy(null);
    }
  }

  const orderable = cartItemsOf(lines).length;
  const title = t('pages.dealerOrder.title');
  return (
    <section className="container dealer-order" data-screen="dealerOrder">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>
      <p className="intro-muted">{t('dashboardScreen.quick_intro')}</p>

      <QuickOrderSearch onPick={(match) => setLines((current) => addMatch(current, match))} />

      <div className="quick-order-bulk">
        <div className="form-field">
          <label htmlFor={pasteId}>{t('dashboardScreen.quick_paste_label')}</label>
          <textarea
            id={pasteId}
            rows={5}
            value={pasted}
            maxLength={20_000}
            placeholder={'8711234567890;2\nABC12345;1'}
            onChange={(e) => setPasted(e.target.value)}
            data-testid="quick-paste"
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={!pasted.trim() || busy !== null}
            onClick={() => void resolve(pasted)}
            data-testid="quick-paste-add"
          >
            {t('dashboardScreen.quick_paste_button')}
          </button>
        </div>
        <div className="form-field">
          <label htmlFor={uploadId}>{t('dashboardScreen.quick_upload_label')}</label>
          <input
            id={uploadId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(e) => void upload(e)}
            disabled={busy !== null}
            data-testid="quick-upload"
          />
          <a href={samplePath(locale)} download="dealer-order-sample.csv" data-testid="quick-sample">
            {t('dashboardScreen.quick_sample')}
          </a>
        </div>
      </div>

      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      {busy === 'resolve' ? (
        <p className="intro-muted" role="status">
          {t('dashboardScreen.quick_resolving')}
        </p>
      ) : null}

      {lines.length === 0 ? (
        <p className="dashboard-empty" data-testid="quick-empty">
          {t('dashboardScreen.quick_empty')}
        </p>
      ) : (
        <QuickOrderTable
          lines={lines}
          onAmount={(key, amount) => setLines((current) => setAmount(current, key, amount))}
          onRemove={(key) => setLines((current) => removeLine(current, key))}
        />
      )}

      <div className="quick-order-actions">
        <button
          type="button"
          className="button"
          disabled={orderable === 0 || busy !== null}
          onClick={() => void addAll()}
          data-testid="quick-add-all"
        >
          {busy === 'add'
            ? t('dashboardScreen.quick_adding')
            : t('dashboardScreen.quick_add_all', { count: orderable })}
        </button>
        {added ? (
          <Link route="cart" locale={locale} className="button button-secondary" data-testid="quick-to-cart">
            {t('dashboardScreen.quick_to_cart')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiFetchError && error.message !== 'error_occured' ? error.message : fallback;
}

function QuickOrderTable({
  lines,
  onAmount,
  onRemove,
}: {
  lines: OrderLine[];
  onAmount: (key: number, amount: number) => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useApp();
  return (
    <table className="quick-order-table" data-testid="quick-lines">
      <thead>
        <tr>
          <th scope="col">{t('dashboardScreen.quick_col_reference')}</th>
          <th scope="col">{t('dashboardScreen.quick_col_product')}</th>
          <th scope="col">{t('dashboardScreen.quick_col_price')}</th>
          <th scope="col">{t('dashboardScreen.quick_col_amount')}</th>
          <th scope="col">{t('dashboardScreen.quick_col_total')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('dashboardScreen.quick_remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={line.error ? 'has-error' : undefined} data-testid="quick-line">
            <td>{line.reference}</td>
            <td>
              {line.match ? (
                <>
                  {line.match.name}
                  {line.match.option_name ? ` – ${line.match.option_name}` : ''}
                  <br />
                  <small className="intro-muted">{line.match.sku}</small>
                </>
              ) : null}
              {line.error ? (
                <p className="field-error" data-testid="quick-line-error">
                  {t(`dashboardScreen.quick_error_${line.error}`)}
                </p>
              ) : null}
            </td>
            <td>{line.match ? formatPrettyPrice(line.match.price) : ''}</td>
            <td>
              {line.match ? (
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={QUICK_ORDER_MAX_AMOUNT}
                  step={1}
                  value={line.amount || ''}
                  aria-label={t('dashboardScreen.quick_col_amount')}
                  onChange={(e) => onAmount(line.key, Number(e.target.value))}
                  className="quick-amount"
                />
              ) : (
                line.amount
              )}
            </td>
            <td>
              {line.match && !line.error
                ? formatPrettyPrice((Math.round(line.match.price * 100) * line.amount) / 100)
                : ''}
            </td>
            <td>
              <button
                type="button"
                className="button-link"
                onClick={() => onRemove(line.key)}
                aria-label={`${t('dashboardScreen.quick_remove')}: ${line.reference}`}
              >
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {t('dashboardScreen.quick_total')}
          </th>
          <td data-testid="quick-total">{formatPrettyPrice(netTotalCents(lines) / 100)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

/** The typeahead: from 2 characters, debounced 200 ms; arrow keys, Enter picks, Escape closes. */
function QuickOrderSearch({ onPick }: { onPick: (match: QuickOrderMatch) => void }) {
  const { t, locale } = useApp();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debouncer = useMemo(() => debounce<string>((value) => setTerm(value)), []);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  const key = term.length >= 2 ? accountKeys.quickOrderSearch(locale, term) : null;
  const { data, error, isLoading } = useSWR<{ data: QuickOrderMatch[] }>(key, { keepPreviousData: true });
  const matches = key ? (data?.data ?? []) : [];

  function pick(match: QuickOrderMatch) {
    onPick(match);
    setText('');
    setTerm('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => moveActive(a, matches.length, e.key as 'ArrowDown' | 'ArrowUp'));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (chosen) pick(chosen);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const show = open && key !== null;
  return (
    <div className="quick-order-search form-field">
      <label htmlFor={id}>{t('dashboardScreen.quick_search_label')}</label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-expanded={show}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={show && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          debouncer.call(e.target.value.trim());
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        data-testid="quick-search"
      />
      {show ? (
        <div id={listId} role="listbox" className="quick-order-matches" data-testid="quick-matches">
          {error ? (
            <div className="quick-order-match-note">{t('error_occured')}</div>
          ) : isLoading && matches.length === 0 ? (
            <div className="quick-order-match-note">{t('dashboardScreen.loading')}</div>
          ) : matches.length === 0 ? (
            <div className="quick-order-match-note">{t('dashboardScreen.quick_no_matches')}</div>
          ) : (
            matches.map((m, i) => (
              <div
                key={m.po_id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
              >
                <span className="quick-order-match-name">
                  {m.name}
                  {m.option_name ? ` – ${m.option_name}` : ''}
                </span>
                <span className="quick-order-match-meta">
                  {m.reference} · {formatPrettyPrice(m.price)} ·{' '}
                  {m.stock > 0
                    ? t('dashboardScreen.quick_in_stock', { count: m.stock })
                    : t('dashboardScreen.quick_error_out_of_stock')}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
