-- Issue 39, decision 107. A search ranks a pool of its first 2,000 name matches: products whose
-- name, brand, categories or codes (the search document's weights A and B) hold the words. Asked as
-- `search_document @@ 'espresso:AB'`, the document's own index cannot tell the weights apart, so
-- every row holding the word anywhere (a description too) was read and checked, and for a word in a
-- large part of the catalogue PostgreSQL read the table from its start instead (100,000 products:
-- 48,000 documents read to find 2,000, 57 ms). These indexes hold only the A and B parts of each
-- document, per language like the documents' own: the pool's rows come straight from the index.
CREATE INDEX IF NOT EXISTS "product_translations_names_nl_idx" ON "product_translations"
	USING gin (ts_filter("search_document", '{a,b}')) WHERE "language_id" = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_translations_names_en_idx" ON "product_translations"
	USING gin (ts_filter("search_document", '{a,b}')) WHERE "language_id" = 4;
