/**
 * The product's reviews (streamed as a deferred call): an island (product-islands.ts) whose code
 * follows the page. A review in the page's language shows as written; one translated into it says
 * "Translated from …" with a toggle to its original (decision 103); those only in the other
 * language are counted behind a button that loads them, each marked "Written in …".
 */
import { useState } from 'react';
import { getKey } from '../../../shared/api-keys.ts';
import type { Review, ReviewList as ReviewAnswer } from '../../../shared/contract/catalog.ts';
import { en, nl } from '../../../shared/i18n/sections/price-rules.ts';
import * as translation from '../../../shared/i18n/sections/review-translation.ts';
import type { Locale } from '../../../shared/locale.ts';
import { Stars } from '../../components/stars.tsx';
import { fetchKey } from '../../lib/fetcher.ts';

/** One formatter per locale: creating an Intl.DateTimeFormat costs more than rendering the list. */
const reviewDates = new Map<Locale, Intl.DateTimeFormat>();
function reviewDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = reviewDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium' });
    reviewDates.set(locale, format);
  }
  return format;
}

interface ReviewListProps {
  reviews: Review[];
  locale: Locale;
  /** the product's id: the untranslated reviews are loaded on request */
  productId?: number;
  /** how many reviews are only in the other language (`meta.untranslated`) */
  untranslated?: ReviewAnswer['meta']['untranslated'];
}

export function ReviewList({ reviews, locale, productId, untranslated }: ReviewListProps) {
  const date = reviewDateFormat(locale);
  const texts = locale === 'en' ? en : nl;
  const words = locale === 'en' ? translation.en : translation.nl;
  const [originals, setOriginals] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState<Review[] | null>(null);
  const [loading, setLoading] = useState<'no' | 'yes' | 'failed'>('no');
  const count = untranslated?.count ?? 0;

  const showUntranslated = () => {
    if (productId === undefined || loading === 'yes') return;
    setLoading('yes');
    fetchKey(getKey(`/products/${productId}/reviews`, locale, { untranslated: 1 }))
      .then((answer) => {
        setAll((answer as ReviewAnswer).data);
        setLoading('no');
      })
      .catch(() => setLoading('failed'));
  };
  const toggle = (id: number) =>
    setOriginals((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <ul className="review-list">
        {(all ?? reviews).map((r) => {
          const original = r.original && originals.has(r.id) ? r.original : null;
          const shown = original ?? r;
          const mark = r.original
            ? words.translated_from
            : r.language !== locale
              ? words.written_in
              : undefined;
          return (
            <li key={r.id} className="review" lang={shown.language !== locale ? shown.language : undefined}>
              <div className="review-head">
                <span className="review-rating">
                  <Stars value={r.rating} />
                  <strong>{r.rating}</strong>/10
                </span>
                <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                {mark ? (
                  <span className="review-language" lang={locale}>
                    {mark}
                  </span>
                ) : null}
                {r.original ? (
                  <button
                    type="button"
                    className="review-original link-button"
                    lang={locale}
                    aria-pressed={original !== null}
                    onClick={() => toggle(r.id)}
                  >
                    {words.show_original}
                  </button>
                ) : null}
              </div>
              <h3>{shown.title}</h3>
              <p>{shown.body}</p>
              <p className="review-author">
                {r.author}
                {r.verified_purchase ? (
                  <span className="review-verified" lang={locale} title={texts.verified_purchase_title}>
                    {texts.verified_purchase}
                  </span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      {count > 0 && all === null ? (
        <p className="reviews-untranslated">
          <button
            type="button"
            className="link-button"
            onClick={showUntranslated}
            disabled={loading === 'yes'}
          >
            {count === 1
              ? words.show_untranslated_one
              : words.show_untranslated_other.replace('{{count}}', String(count))}
          </button>
          {loading === 'failed' ? (
            <span className="section-failed" role="alert">
              {' '}
              {words.untranslated_failed}
            </span>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
