/**
 * A review shows in the page's language (issue 41, decision 103): written in it, as written;
 * translated into it, the translation, marked "Translated from Dutch" / "Vertaald uit het Engels"
 * with a "show original" toggle (aria-pressed); one only in the other language, as written, marked
 * "Written in Dutch" / "In het Engels geschreven" with its own `lang`. Those are counted behind a
 * button that names how many and their language. (The toggle and the button at work: the product
 * journey, tests/e2e/product.e2e.ts.)
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../shared/contract/catalog.ts';
import { ReviewList } from './review-list.tsx';

const plain = { created_at: '2025-05-01T10:00:00.000Z', translated_from_language_id: null, original: null };

/** On the English page: one written in English, one translated from Dutch. */
const english: Review[] = [
  { ...plain, id: 1, language: 'en', author: 'James Walker', rating: 9, title: 'Great', body: 'Lovely.' },
  {
    ...plain,
    id: 2,
    language: 'en',
    author: 'Jan de Vries',
    rating: 8,
    title: 'Good',
    body: 'Fine.',
    translated_from_language_id: 1,
    original: { language: 'nl', title: 'Goed', body: 'Prima.' },
  },
];
/** Only in Dutch: listed on the English page when asked for. */
const dutchOnly: Review = {
  ...plain,
  id: 3,
  language: 'nl',
  author: 'Sanne',
  rating: 8,
  title: 'Netjes',
  body: 'Snel bezorgd.',
};

describe('the review list', () => {
  it('shows a translated review translated, marked, with the original behind a toggle', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={english} locale="en" />);
    expect(html.match(/Translated from Dutch/g)).toHaveLength(1);
    expect(html).toMatch(
      /<li class="review">.*Translated from Dutch.*<button type="button" class="review-original link-button" lang="en" aria-pressed="false">Show original<\/button>.*<h3>Good<\/h3><p>Fine.<\/p>/,
    );
    // The original is not on the page until asked for; the review written in English has no mark.
    expect(html).not.toContain('Goed');
    expect(html).not.toMatch(/lang="nl"/);
    expect(html.match(/review-language/g)).toHaveLength(1);
    expect(html.match(/aria-pressed/g)).toHaveLength(1);
  });

  it('says so in Dutch on the Dutch page', () => {
    const dutch: Review[] = [
      {
        ...english[0]!,
        language: 'nl',
        title: 'Geweldig',
        body: 'Heerlijk.',
        translated_from_language_id: 4,
        original: { language: 'en', title: 'Great', body: 'Lovely.' },
      },
    ];
    const html = renderToStaticMarkup(<ReviewList reviews={dutch} locale="nl" />);
    expect(html).toMatch(/Vertaald uit het Engels.*aria-pressed="false">Toon origineel<\/button>.*Geweldig/);
  });

  it('counts the reviews only in the other language behind a button', () => {
    const en = renderToStaticMarkup(
      <ReviewList reviews={english} locale="en" productId={7} untranslated={{ count: 3, language: 'nl' }} />,
    );
    expect(en).toMatch(/<button type="button" class="link-button">Show 3 reviews in Dutch<\/button>/);
    const nl = renderToStaticMarkup(
      <ReviewList reviews={[]} locale="nl" productId={7} untranslated={{ count: 1, language: 'en' }} />,
    );
    expect(nl).toContain('>Toon 1 review in het Engels</button>');
    const none = renderToStaticMarkup(
      <ReviewList reviews={english} locale="en" productId={7} untranslated={{ count: 0, language: 'nl' }} />,
    );
    expect(none).not.toContain('reviews-untranslated');
  });

  it('marks a review only in the other language with the language it is written in', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={[...english, dutchOnly]} locale="en" />);
    expect(html).toMatch(/<li class="review" lang="nl">.*Written in Dutch.*Netjes/);
    expect(html.match(/Written in Dutch/g)).toHaveLength(1);
    const nl = renderToStaticMarkup(<ReviewList reviews={[{ ...english[0]!, id: 4 }]} locale="nl" />);
    expect(nl).toMatch(/<li class="review" lang="en">.*In het Engels geschreven.*Great/);
  });
});
