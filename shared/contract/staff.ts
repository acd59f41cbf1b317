/**
 * The shop API's staff calls (chat staff, search synonyms and insights), with their request
 * schemas. The storefront never makes them, so the published document leaves them out (decision
 * 063); the API validates their input with these entries like every other call (decision 082).
 */
import * as yup from 'yup';
import type { Call } from './calls.ts';
import { chatReplyPayload } from './payloads.ts';
import { queryBool, queryInt } from './query.ts';
import { returnStaffCalls } from './returns.ts';
import { reviewTranslationPayload } from './review-translations.ts';

/** Search synonyms: terms per set and a term's length in characters and words. */
export const SYNONYM_LIMITS = {
  termsMin: 2,
  termsMax: 20,
  termLength: 60,
  /**
   * Words in one term: the search matches a shopper's phrase of at most 3 words against the
   * synonyms (MAX_PHRASE in api/search/query-plan.ts), so a longer term could never be found.
   */
  termWords: 3,
} as const;
/** Search insights: the days and rows asked for, with their defaults. */
export const INSIGHTS_QUERY_LIMITS = {
  daysDefault: 30,
  daysMax: 365,
  limitDefault: 20,
  limitMax: 100,
} as const;

const LANGUAGE_MESSAGE = 'language_id must be 1 (Dutch), 4 (English) or null (both languages)';

/** `POST search/synonyms` and `PUT search/synonyms/{id}`: terms are folded and checked by the API. */
export const synonymPayload = yup.object({
  language_id: yup
    .mixed<number>()
    .nullable()
    .test(
      'language',
      LANGUAGE_MESSAGE,
      (value) => value === undefined || value === null || value === 1 || value === 4,
    ),
  terms: yup
    .array()
    .of(yup.string().typeError('Each term must be a text').nonNullable('Each term must be a text').defined())
    .typeError('terms must be a list of words or phrases')
    .required('terms is required')
    .min(SYNONYM_LIMITS.termsMin, `terms must hold at least ${SYNONYM_LIMITS.termsMin} words or phrases`)
    .max(SYNONYM_LIMITS.termsMax, `terms may hold at most ${SYNONYM_LIMITS.termsMax} words or phrases`),
  two_way: yup.boolean().typeError('two_way must be true or false'),
});
export const insightsQuery = yup.object({
  days: queryInt('days', 1, INSIGHTS_QUERY_LIMITS.daysMax).default(INSIGHTS_QUERY_LIMITS.daysDefault),
  limit: queryInt('limit', 1, INSIGHTS_QUERY_LIMITS.limitMax).default(INSIGHTS_QUERY_LIMITS.limitDefault),
});
export const staffConversationsQuery = yup.object({
  waiting: queryBool('waiting'),
  page: queryInt('page', 1, 100_000),
  limit: queryInt('limit', 1, 100),
});

const staff = { tag: 'Staff', language: 'optional', auth: 'none', errors: [400, 401, 429, 503] } as const;

/** The staff calls that take a body or a query. */
export const staffCalls = [
  {
    ...staff,
    id: 'listStaffConversations',
    method: 'get',
    path: '/chat/staff/conversations',
    summary: 'The conversations, waiting ones first',
    query: staffConversationsQuery,
    answers: { 200: { description: 'A page of conversations' } },
  },
  {
    ...staff,
    id: 'replyToConversation',
    method: 'post',
    path: '/chat/staff/conversations/{id}/replies',
    summary: "The shop's reply in a conversation",
    body: chatReplyPayload,
    answers: { 201: { description: 'The reply' } },
  },
  {
    ...staff,
    id: 'createSynonym',
    method: 'post',
    path: '/search/synonyms',
    summary: 'A new synonym set',
    body: synonymPayload,
    answers: { 201: { description: 'The synonym set' } },
  },
  {
    ...staff,
    id: 'replaceSynonym',
    method: 'put',
    path: '/search/synonyms/{id}',
    summary: 'A synonym set replaced',
    body: synonymPayload,
    answers: { 200: { description: 'The synonym set' } },
  },
  {
    ...staff,
    id: 'getSearchInsights',
    method: 'get',
    path: '/search/insights',
    summary: 'What shoppers search for (dealers and staff)',
    language: 'required',
    auth: 'dealer',
    query: insightsQuery,
    answers: { 200: { description: 'The insights' } },
  },
  {
    ...staff,
    id: 'translateReview',
    method: 'put',
    path: '/staff/reviews/{id}/translation',
    summary: "A review's translation into the shop's other language (decision 103)",
    body: reviewTranslationPayload,
    answers: { 200: { description: 'The review with its translation' } },
  },
  // Withdrawal and returns (issue 40, decision 093): receive a return, record a delivery.
  ...returnStaffCalls,
] as const satisfies readonly Call[];
