-- Search: trigram matching (pg_trgm) and accent folding (unaccent). PGlite loads both as extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "stock_alerts_unique_idx";--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "product_option_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "product_id" integer;--> statement-breakpoint
UPDATE "stock_alerts" SET "product_id" = (SELECT "product_id" FROM "product_options" WHERE "product_options"."id" = "stock_alerts"."product_option_id");--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
-- Existing rows (a database seeded before this migration): the same text the seed computes in JS.
UPDATE "product_translations" pt SET "search_text" = lower(unaccent(concat_ws(' ', pt."name", p."sku", b."name",
  (SELECT string_agg(regexp_replace(r."value", ',PCS$', ''), ' ') FROM "product_reference_numbers" r WHERE r."product_id" = p."id"))))
  FROM "products" p LEFT JOIN "brands" b ON b."id" = p."brand_id" WHERE p."id" = pt."product_id";--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- No statistics for the search text: estimating a trigram operator evaluates it on every sampled
-- value (10-15 ms of planning per query on PGlite); the default estimates plan just as well here.
ALTER TABLE "product_translations" ALTER COLUMN "search_text" SET STATISTICS 0;--> statement-breakpoint
-- Word similarity costs far more than the planner's default for a function (about 25 µs a row on
-- PGlite): say so, so that the trigram index is chosen over a sequential scan.
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 500;--> statement-breakpoint
ALTER FUNCTION word_similarity_op(text, text) COST 500;--> statement-breakpoint
ALTER FUNCTION similarity_op(text, text) COST 500;--> statement-breakpoint
CREATE INDEX "stock_alerts_option_idx" ON "stock_alerts" USING btree ("product_option_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_unique" UNIQUE NULLS NOT DISTINCT("product_id","product_option_id","email");