/**
 * A review shows in the language it was written in; one in the other language than the page's
 * says so ("Written in Dutch" / "In het Engels geschreven") and carries its own `lang` (issue 26).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../shared/contract/catalog.ts';
import { ReviewList } from './review-list.tsx';

const reviews: Review[] = [
  {
    id: 1,
    language: 'en',
    author: 'James Walker',
    rating: 9,
    title: 'Great',
    body: 'Lovely.',
    created_at: '2025-05-01T10:00:00.000Z',
  },
  {
    id: 2,
    language: 'nl',
    author: 'Jan de Vries',
    rating: 8,
    title: 'Goed',
    body: 'Prima.',
    created_at: '2025-04-01T10:00:00.000Z',
  },
];

describe('the review list', () => {
  it('marks a Dutch review on the English page', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={reviews} locale="en" />);
    expect(html.match(/Written in Dutch/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="review" lang="nl">.*Written in Dutch.*Goed/);
    expect(html).not.toMatch(/<li class="review" lang="en">/);
  });

  it('marks an English review on the Dutch page', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={reviews} locale="nl" />);
    expect(html.match(/In het Engels geschreven/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="review" lang="en">.*In het Engels geschreven.*Great/);
  });
});
