/**
 * The product's reviews (streamed as a deferred call): an island (islands.ts), static text whose
 * code can follow the page.
 */
import '../../first-load.ts';
import type { Review } from '../../../shared/contract/catalog.ts';
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

export function ReviewList({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const date = reviewDateFormat(locale);
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <div className="review-head">
            <span className="review-rating">
              <Stars value={r.rating} />
              <strong>{r.rating}</strong>/10
            </span>
            <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
          </div>
          <h3>{r.title}</h3>
          <p>{r.body}</p>
          <p className="review-author">{r.author}</p>
        </li>
      ))}
    </ul>
  );
}
