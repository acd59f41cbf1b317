-- Issue 41 (decision 103). A review may carry a translation into the shop's other language (of
-- Dutch 1 and English 4, the one it was not written in): its title and body, both or neither. The
-- product page shows a review in the page's language as written, one in the other language by its
-- translation, marked "translated from" with the original a click away; one without a translation
-- only when asked. Nothing is machine-translated here: the seed stores each template's other
-- language, staff add one by hand (PUT /api/staff/reviews/{id}/translation).
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "translated_title" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "translated_body" text;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT IF EXISTS "reviews_translation_whole";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_translation_whole"
	CHECK (("translated_title" IS NULL) = ("translated_body" IS NULL));
