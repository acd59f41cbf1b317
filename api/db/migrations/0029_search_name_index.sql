-- Issue 39, decision 111. A search ranks a pool of its first 2,000 name matches: products whose
-- name, brand, categories or codes (the search document's weights A and B) hold the words. The
-- document's own index cannot tell weights apart, so a word that is rare in names but common in
-- descriptions (`espresso` in a catalogue of accessories) made PostgreSQL read the table from its
-- start until 2,000 documents matched by weight (500,000 products: 60-100 ms). These indexes hold
-- only the A and B parts of each document, per language like the documents' own. The listing asks
-- them for a query whose words are not common in names (by these indexes' own statistics) and reads
-- the table from its start only for a word that most names hold (api/listing/name-pool.ts).
-- (0028 was an earlier form of this index, withdrawn the day it was written; a database that applied
-- it has the same indexes under these names, hence IF NOT EXISTS.)
CREATE INDEX IF NOT EXISTS "product_translations_names_nl_idx" ON "product_translations"
	USING gin (ts_filter("search_document", '{a,b}')) WHERE "language_id" = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_translations_names_en_idx" ON "product_translations"
	USING gin (ts_filter("search_document", '{a,b}')) WHERE "language_id" = 4;--> statement-breakpoint
ANALYZE "product_translations";
