-- VAT per product and per country of delivery (decision 050). Products get a tax class; the rates
-- per country and class and the shipping prices per country are data; the gross price columns are
-- kept by the API (api/tax/gross-prices.ts) from the home country's rate, no longer 21 % fixed.
CREATE TABLE "shipping_rates" (
	"country_id" integer NOT NULL,
	"method_id" smallint NOT NULL,
	"price_gross" integer NOT NULL,
	"free_from_gross" integer,
	CONSTRAINT "shipping_rates_country_id_method_id_pk" PRIMARY KEY("country_id","method_id"),
	CONSTRAINT "shipping_rates_price" CHECK ("shipping_rates"."price_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"country_id" integer NOT NULL,
	"tax_class" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "vat_rates_country_id_tax_class_pk" PRIMARY KEY("country_id","tax_class"),
	CONSTRAINT "vat_rates_rate" CHECK ("vat_rates"."rate" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "price_gross" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "price_gross" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "old_price_gross" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_gross" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_gross" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "old_price_gross" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "eu" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "ships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 2100 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'high' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class" CHECK ("products"."tax_class" IN ('high', 'low', 'zero'));;--> statement-breakpoint
-- An existing catalogue: coffee (beans, ground, capsules) is taxed at the low rate. Its shelf price
-- (gross) stays; its net was that price ÷ 1.21 and becomes that price ÷ 1.09.
UPDATE "product_options" o SET
  "price_net" = round(o."price_gross" * 100 / 109.0)::int,
  "old_price_net" = round(o."old_price_gross" * 100 / 109.0)::int
FROM "products" p WHERE p."id" = o."product_id" AND p."media_kind" IN ('bag', 'capsule');--> statement-breakpoint
UPDATE "products" SET
  "tax_class" = 'low',
  "price_net" = round("price_gross" * 100 / 109.0)::int,
  "old_price_net" = round("old_price_gross" * 100 / 109.0)::int
WHERE "media_kind" IN ('bag', 'capsule');--> statement-breakpoint
UPDATE "countries" SET "eu" = true WHERE "iso" IN ('NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'DK');--> statement-breakpoint
INSERT INTO "vat_rates" ("country_id", "tax_class", "rate")
SELECT c."id", r."tax_class", r."rate"
FROM "countries" c
JOIN (VALUES
  ('NL', 'high', 2100), ('NL', 'low', 900), ('NL', 'zero', 0),
  ('BE', 'high', 2100), ('BE', 'low', 600), ('BE', 'zero', 0),
  ('DE', 'high', 1900), ('DE', 'low', 700), ('DE', 'zero', 0),
  ('FR', 'high', 2000), ('FR', 'low', 550), ('FR', 'zero', 0),
  ('LU', 'high', 1700), ('LU', 'low', 300), ('LU', 'zero', 0),
  ('AT', 'high', 2000), ('AT', 'low', 1000), ('AT', 'zero', 0),
  ('DK', 'high', 2500), ('DK', 'low', 2500), ('DK', 'zero', 0)
) AS r("iso", "tax_class", "rate") ON r."iso" = c."iso"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "shipping_rates" ("country_id", "method_id", "price_gross", "free_from_gross")
SELECT c."id", r."method_id", r."price_gross", r."free_from_gross"
FROM "countries" c
JOIN (VALUES
  ('NL', 1, 695, 5000), ('NL', 2, 0, NULL),
  ('BE', 1, 995, 10000), ('BE', 2, 0, NULL),
  ('DE', 1, 1495, 25000), ('FR', 1, 1495, 25000), ('LU', 1, 1495, 25000), ('AT', 1, 1495, 25000),
  ('DK', 1, 1495, 25000),
  ('GB', 1, 2495, NULL)
) AS r("iso", "method_id", "price_gross", "free_from_gross") ON r."iso" = c."iso"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" p SET
  "price_gross" = (p."price_net"::bigint * (10000 + v."rate") + 5000) / 10000,
  "old_price_gross" = (p."old_price_net"::bigint * (10000 + v."rate") + 5000) / 10000
FROM (SELECT r."tax_class", r."rate" FROM "vat_rates" r JOIN "countries" c ON c."id" = r."country_id" WHERE c."iso" = 'NL') v
WHERE v."tax_class" = p."tax_class";--> statement-breakpoint
UPDATE "product_options" o SET
  "price_gross" = (o."price_net"::bigint * (10000 + v."rate") + 5000) / 10000,
  "old_price_gross" = (o."old_price_net"::bigint * (10000 + v."rate") + 5000) / 10000
FROM "products" p, (SELECT r."tax_class", r."rate" FROM "vat_rates" r JOIN "countries" c ON c."id" = r."country_id" WHERE c."iso" = 'NL') v
WHERE p."id" = o."product_id" AND v."tax_class" = p."tax_class";