-- Issue 40, decision 095: prices as the law and the shop promise them.
-- A fixed-amount discount code's basis: gross ("€ 5 korting": € 5,00 off a consumer's total) or net.
ALTER TABLE "discount_codes" ADD COLUMN "amount_basis" text DEFAULT 'net' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_amount_basis" CHECK ("amount_basis" IN ('gross', 'net'));--> statement-breakpoint
-- The demo's KOFFIE5 is advertised as € 5 off: stored as 413 net, it gave € 4,50 off coffee at 9 %.
UPDATE "discount_codes" SET "value" = 500, "amount_basis" = 'gross' WHERE "code" = 'KOFFIE5' AND "kind" = 'amount' AND "value" = 413;--> statement-breakpoint
-- Every option's price over time (Besluit prijsaanduiding producten art. 5a, Directive 98/6/EC art. 6a):
-- a row holds from valid_from until the option's next row. The previous price a reduction shows is
-- computed from it when the price changes (api/prices/) and stored in old_price_net.
CREATE TABLE "option_price_history" (
	"product_option_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"price_net" integer NOT NULL,
	CONSTRAINT "option_price_history_pk" PRIMARY KEY("product_option_id","valid_from"),
	CONSTRAINT "option_price_history_price" CHECK ("price_net" >= 0)
);--> statement-breakpoint
ALTER TABLE "option_price_history" ADD CONSTRAINT "option_price_history_option_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- When the reduction the option's old price announces began (a progressive reduction keeps its
-- previous price up to three calendar months from then: art. 5a(3)); null: not reduced.
ALTER TABLE "product_options" ADD COLUMN "reduced_since" timestamp with time zone;--> statement-breakpoint
-- The demo catalogue's history (the seed and the catalogue grower call this for the products they
-- insert): an option on sale was at its old price from 120 days ago and was reduced 7 to 26 days
-- ago, so its old price is the lowest of the 30 days before the reduction; any other option has
-- been at its price for 120 days. A shop migrating real data would load its own price log instead.
CREATE FUNCTION "seed_option_price_history"(from_product integer, to_product integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "option_price_history" ("product_option_id", "valid_from", "price_net")
	SELECT o."id", date_trunc('day', now()) - interval '120 days', coalesce(o."old_price_net", o."price_net")
	FROM "product_options" o WHERE o."product_id" BETWEEN from_product AND to_product
	UNION ALL
	SELECT o."id", date_trunc('day', now()) - make_interval(days => 7 + o."id" % 20), o."price_net"
	FROM "product_options" o
	WHERE o."product_id" BETWEEN from_product AND to_product AND o."old_price_net" > o."price_net"
	ON CONFLICT DO NOTHING;
	UPDATE "product_options" o SET
		"reduced_since" = CASE WHEN o."old_price_net" > o."price_net" THEN date_trunc('day', now()) - make_interval(days => 7 + o."id" % 20) END,
		"old_price_net" = CASE WHEN o."old_price_net" > o."price_net" THEN o."old_price_net" END,
		"old_price_gross" = CASE WHEN o."old_price_net" > o."price_net" THEN o."old_price_gross" END
	WHERE o."product_id" BETWEEN from_product AND to_product;
	UPDATE "products" p SET
		"old_price_net" = CASE WHEN p."old_price_net" > p."price_net" THEN p."old_price_net" END,
		"old_price_gross" = CASE WHEN p."old_price_net" > p."price_net" THEN p."old_price_gross" END
	WHERE p."id" BETWEEN from_product AND to_product AND p."old_price_net" IS NOT NULL;
$$;--> statement-breakpoint
SELECT "seed_option_price_history"(0, 2147483647);
--> statement-breakpoint
-- Unit prices (Besluit prijsaanduiding producten art. 2, 4): a spec that states the net quantity a
-- product is sold in (a weight in g or kg, a volume in ml or l); its value gives the price per kg or l.
ALTER TABLE "specs" ADD COLUMN "net_quantity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo's "Inhoud" (contents, g) of coffee.
UPDATE "specs" SET "net_quantity" = true WHERE "id" = 7 AND "unit" = 'g';
--> statement-breakpoint
-- Reviews (Directive 2005/29/EC art. 7(6)): the order a review was written from; only such a review
-- is marked "verified purchase", and only an order that has the reviewed product can be named.
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "reviews_order_has_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."order_id" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "order_lines" l JOIN "product_options" o ON o."id" = l."product_option_id"
		WHERE l."order_id" = NEW."order_id" AND o."product_id" = NEW."product_id"
	) THEN
		RAISE EXCEPTION 'order % has no line of product %', NEW."order_id", NEW."product_id"
			USING ERRCODE = 'check_violation', CONSTRAINT = 'reviews_order_has_product';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_order_has_product" BEFORE INSERT OR UPDATE OF "order_id", "product_id" ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "reviews_order_has_product"();--> statement-breakpoint
-- What the product page says about checking reviews (the seed writes it for a new shop).
INSERT INTO "shop_settings" ("key", "value") SELECT 'review_policy', '{"nl": "Wij controleren niet of elke review van een koper komt. Reviews met het label ‘Geverifieerde aankoop’ zijn geschreven naar aanleiding van een bestelling van dit product in onze winkel; dat controleren wij aan de hand van die bestelling. Andere reviews plaatsen wij zonder die controle.", "en": "We do not check that every review comes from a buyer. Reviews marked ‘Verified purchase’ were written following an order of this product in our shop, which we check against that order. Other reviews are published without that check."}'::jsonb
WHERE EXISTS (SELECT 1 FROM "shop_settings" WHERE "key" = 'seed_version') ON CONFLICT ("key") DO NOTHING;
