-- Issue 41 (decision 099). A review's language is the one its writer wrote in. Whatever writes a
-- review without naming it takes the writer's language: a review written from an order (its
-- invitation went out in the order's language) the order's, any other the shop's default, Dutch.
-- Only the shop's two languages (1 nl, 4 en): the product page says which one a review is in.
CREATE OR REPLACE FUNCTION "reviews_language_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."language_id" IS NULL THEN
		NEW."language_id" := COALESCE((SELECT o."language_id" FROM "orders" o WHERE o."id" = NEW."order_id"), 1);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_language_default" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_language_default" BEFORE INSERT ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "reviews_language_default"();--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT IF EXISTS "reviews_language";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language" CHECK ("language_id" IN (1, 4));
