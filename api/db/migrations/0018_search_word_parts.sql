-- Decision 087: every catalogue word's parts by the language's dictionary (search/compounds.ts
-- analyse, written by the API: search/documents.ts splitSearchWords), so a query word matches a
-- compound by its parts (`kan` → melkkan), not by a substring. NULL: not split yet (a word the
-- triggers added since, or a language without a dictionary: searched by substring as before); a word
-- that is no compound holds its own dictionary forms, a word no dictionary reads itself.
ALTER TABLE "search_words" ADD COLUMN "parts" text[];--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "heads" text[];--> statement-breakpoint
CREATE INDEX "search_words_parts_idx" ON "search_words" USING gin ("parts");
