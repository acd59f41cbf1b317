/**
 * The product's reviews (streamed as a deferred call): an island (product-islands.ts), static text whose
 * code can follow the page.
 */
import type { Review } from '../../../shared/contract/catalog.ts';
import { en, nl } from '../../../shared/i18n/sections/price-rules.ts';
import type { Locale } from '../../../shared/locale.ts';
import { Stars } from '../../components/stars.tsx';

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

/**
 * What a review in the other language says about itself, in the page's language. Kept here, in the
 * island's own chunk, rather than in the dictionary every first load carries.
 */
const writtenIn: Record<Locale, Partial<Record<Review['language'], string>>> = {
  nl: { en: 'In het Engels geschreven' },
  en: { nl: 'Written in Dutch' },
};

export function ReviewList({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const date = reviewDateFormat(locale);
  const texts = locale === 'en' ? en : nl;
  return (
    <ul className="review-list">
      {reviews.map((r) => {
        const other = r.language && r.language !== locale ? writtenIn[locale][r.language] : undefined;
        return (
          <li key={r.id} className="review" lang={other ? r.language : undefined}>
            <div className="review-head">
              <span className="review-rating">
                <Stars value={r.rating} />
                <strong>{r.rating}</strong>/10
              </span>
              <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
              {other ? (
                <span className="review-language" lang={locale}>
                  {other}
                </span>
              ) : null}
            </div>
            <h3>{r.title}</h3>
            <p>{r.body}</p>
            <p className="review-author">
              {r.author}
              {r.verified_purchase ? (
                <span className="review-verified" title={texts.verified_purchase_title}>
                  {texts.verified_purchase}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
