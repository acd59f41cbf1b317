/**
 * The merchant's search synonyms (issue 25), staff only (`Authorization: Bearer <CHAT_STAFF_TOKEN>`):
 *   GET    /api/search/synonyms        → { data: [{ id, language_id, terms, two_way }] } by id
 *   POST   /api/search/synonyms        { language_id?, terms, two_way? } → 201 { data: synonym }
 *   PUT    /api/search/synonyms/:id    the same body, replaces the synonym → 200 { data: synonym }
 *   DELETE /api/search/synonyms/:id    → 204
 * language_id 1 (Dutch), 4 (English) or null/absent (both); two_way default true (every term finds
 * all; one-way: the first term also finds the others). A term may be in at most 8 sets of a
 * language (search/bounds.ts): one more is a 400 naming the term. Terms are saved folded, as the search reads
 * a query. Search reads the table at query time: no reindex. After a write this instance forgets
 * its cached synonyms at once; every other API instance uses the change within SYNONYMS_CACHE_MS
 * (10 s) and one search, when its own cache runs out (the search that finds it expired still
 * reads the old synonyms while the new ones load).
 *
 * Dealers may read the search insights, but they are customers, not shop staff: any customer's
 * login gets 403 here.
 */
import { Router } from 'express';
import { SYNONYM_LIMITS } from '../../shared/contract/staff.ts';
import { badRequest, notFound } from '../errors.ts';
import { type BodyOf, contractBody } from '../http/contract-input.ts';
import { type StaffAccess, staffOnly } from '../http/staff-only.ts';
import { parseId } from '../http/validate.ts';
import { foldText } from '../lib/text.ts';
import { SEARCH_BOUNDS } from './bounds.ts';
import type { SynonymFields, SynonymRepository } from './synonyms-repository.ts';

/**
 * A term as the search reads a query: lower case, accents removed, hyphens as spaces (the search
 * documents fold `bean-to-cup` to `bean to cup` too), whitespace collapsed, trimmed.
 */
function foldTerm(term: string): string {
  return foldText(term).replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The folded terms, or a 400 naming the first term that cannot be saved. */
export function foldTerms(terms: string[]): string[] {
  const seen = new Set<string>();
  return terms.map((term) => {
    const shown = JSON.stringify(term.trim().slice(0, SYNONYM_LIMITS.termLength + 10));
    // Letters, digits, spaces and hyphens: no text-search operators (& | ! : * ( ) <->) or punctuation.
    if (/[^\p{L}\p{N}\s-]/u.test(foldText(term)))
      throw badRequest(`The term ${shown} may hold only letters, digits, spaces and hyphens`);
    const folded = foldTerm(term);
    if (!folded) throw badRequest('A term must not be empty');
    if (folded.length > SYNONYM_LIMITS.termLength)
      throw badRequest(`The term ${shown} is longer than ${SYNONYM_LIMITS.termLength} characters`);
    if (folded.split(' ').length > SYNONYM_LIMITS.termWords)
      throw badRequest(`The term ${shown} has more than ${SYNONYM_LIMITS.termWords} words`);
    if (seen.has(folded)) throw badRequest(`The term ${shown} is given twice`);
    seen.add(folded);
    return folded;
  });
}

/** The body of a POST or PUT (checked with the contract), folded; a 400 with a message otherwise. */
function synonymFields(parsed: BodyOf<'createSynonym'>): SynonymFields {
  return {
    languageId: parsed.language_id ?? null,
    terms: foldTerms(parsed.terms),
    twoWay: parsed.two_way ?? true,
  };
}

/**
 * A 400 when a term of the set would be in more synonym sets of its language than the search uses
 * (SEARCH_BOUNDS.groupsPerTerm): the sets after those would silently do nothing (issue 39).
 */
async function checkBounds(repo: SynonymRepository, fields: SynonymFields, exceptId?: number) {
  const held = await repo.setsHolding(fields.terms, fields.languageId, exceptId);
  for (const term of fields.terms) {
    const sets = held.get(term) ?? 0;
    if (sets + 1 > SEARCH_BOUNDS.groupsPerTerm)
      throw badRequest(
        `The term ${JSON.stringify(term)} is already in ${sets} synonym sets of this language; a term may be in at most ${SEARCH_BOUNDS.groupsPerTerm}: add the words to one of those sets instead`,
      );
  }
}

export function synonymRoutes(
  repo: SynonymRepository,
  search: { forgetSynonyms(): void },
  access: StaffAccess,
): Router {
  const router = Router();
  // Access before anything else: a customer with a bad body still gets 403.
  router.use(
    '/search/synonyms',
    staffOnly(access, {
      limiter: 'searchSynonymsTokenFailures',
      disabled: 'Editing search synonyms is switched off: set CHAT_STAFF_TOKEN on the API to use it',
      forbidden: 'Search synonyms are edited by shop staff only',
    }),
  );

  router.get('/search/synonyms', async (_req, res) => {
    res.json({ data: await repo.list() });
  });
  router.post('/search/synonyms', async (req, res) => {
    const fields = synonymFields(contractBody(req, 'createSynonym'));
    await checkBounds(repo, fields);
    const row = await repo.create(fields);
    search.forgetSynonyms();
    res.status(201).json({ data: row });
  });
  router.put('/search/synonyms/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const fields = synonymFields(contractBody(req, 'replaceSynonym'));
    await checkBounds(repo, fields, id);
    const row = await repo.update(id, fields);
    if (!row) throw notFound('There is no synonym with this id');
    search.forgetSynonyms();
    res.json({ data: row });
  });
  router.delete('/search/synonyms/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await repo.remove(id))) throw notFound('There is no synonym with this id');
    search.forgetSynonyms();
    res.status(204).end();
  });
  return router;
}
