/**
 * Reviews in the page's language or translated into it (issue 41, decision 103): the product's
 * reviews' query, and the staff's translation of a review.
 */
import * as yup from 'yup';
import { queryBool } from './query.ts';

export const REVIEW_TRANSLATION_LIMITS = { title: 200, body: 5000 } as const;

/** `GET /products/{id}/reviews?untranslated=1`: the reviews without a translation too. */
export const reviewsQuery = yup.object({ untranslated: queryBool('untranslated') });

const text = (name: 'title' | 'body') =>
  yup
    .string()
    .typeError(`${name} must be a text`)
    .required(`${name} is required`)
    .test('not-blank', `${name} must not be empty`, (value) => value === undefined || value.trim() !== '')
    .max(
      REVIEW_TRANSLATION_LIMITS[name],
      `${name} may be at most ${REVIEW_TRANSLATION_LIMITS[name]} characters`,
    );

/**
 * `PUT /staff/reviews/{id}/translation`: the review's title and body in the shop's other language
 * (the one of Dutch and English it was not written in), replacing any translation it had.
 */
export const reviewTranslationPayload = yup.object({ title: text('title'), body: text('body') });
export type ReviewTranslationPayload = yup.InferType<typeof reviewTranslationPayload>;
