/**
 * `PUT /api/staff/reviews/{id}/translation` (staff token; issue 41, decision 103): a review's title
 * and body in the shop's other language (the one of Dutch and English it was not written in),
 * replacing any translation it had. The product page then shows it translated, marked, the
 * original a click away. 200 `{ data: { id, language_id, translation: { language_id, title, body } } }`;
 * 400 for a bad id or body, 404 for no such review.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { contractBody } from '../http/contract-input.ts';
import { type StaffAccess, staffOnly } from '../http/staff-only.ts';
import { parseId } from '../http/validate.ts';

/** The other of the shop's two languages (1 Dutch, 4 English). */
const otherLanguage = (languageId: number) => (languageId === 4 ? 1 : 4);

export function reviewTranslationRoutes(db: Db, access: StaffAccess): Router {
  const router = Router();
  router.use(
    '/staff/reviews',
    staffOnly(access, {
      limiter: 'reviewsStaffTokenFailures',
      disabled: 'Staff calls are switched off: set CHAT_STAFF_TOKEN on the API to use them',
      forbidden: 'Reviews are translated by shop staff only',
    }),
  );
  router.put('/staff/reviews/:id/translation', async (req, res) => {
    const body = contractBody(req, 'translateReview');
    const id = parseId(req.params.id);
    const [row] = await db
      .update(reviews)
      .set({ translatedTitle: body.title.trim(), translatedBody: body.body.trim() })
      .where(eq(reviews.id, id))
      .returning({
        id: reviews.id,
        languageId: reviews.languageId,
        title: reviews.translatedTitle,
        body: reviews.translatedBody,
      });
    if (!row) throw notFound('Review not found');
    res.json({
      data: {
        id: row.id,
        language_id: row.languageId,
        translation: { language_id: otherLanguage(row.languageId), title: row.title, body: row.body },
      },
    });
  });
  return router;
}
