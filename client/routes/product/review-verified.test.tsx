/**
 * Decision 095: only a review written from an order of the product carries the verified-purchase
 * mark, in the page's language; any other review carries none.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../shared/contract/catalog.ts';
import { ReviewList } from './review-list.tsx';

const review = (id: number, verified: boolean | undefined): Review => ({
  id,
  language: 'nl',
  author: `Auteur ${id}`,
  rating: 8,
  title: 'Goed',
  body: 'Prima.',
  created_at: '2025-04-01T10:00:00.000Z',
  verified_purchase: verified,
  translated_from_language_id: null,
  original: null,
});

describe('the verified-purchase mark', () => {
  it.each([
    ['nl', 'Geverifieerde aankoop'],
    ['en', 'Verified purchase'],
  ] as const)('%s: on the review from an order only', (locale, mark) => {
    const html = renderToStaticMarkup(
      <ReviewList reviews={[review(1, true), review(2, false), review(3, undefined)]} locale={locale} />,
    );
    expect(html.match(new RegExp(mark, 'g'))).toHaveLength(1);
    expect(html).toMatch(new RegExp(`Auteur 1<span class="review-verified"[^>]*>${mark}</span>`));
  });
});
