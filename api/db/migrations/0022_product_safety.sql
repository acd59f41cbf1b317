-- Product safety (GPSR, Regulation (EU) 2023/988 art. 19; decision 096). The manufacturer's name,
-- postal and electronic address per brand, with the responsible person in the EU (art. 16) for a
-- manufacturer established outside it; warnings and safety information per product type in each
-- language, tied to categories (a product inherits the type of its nearest category that has one).
-- Products carry no copies: a grown catalogue has it through brand and category.
CREATE TABLE "brand_manufacturers" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trade_mark" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"established_in_eu" boolean NOT NULL,
	"rep_name" text,
	"rep_street" text,
	"rep_postal_code" text,
	"rep_city" text,
	"rep_country" text,
	"rep_email" text,
	CONSTRAINT "brand_manufacturers_country" CHECK ("brand_manufacturers"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "brand_manufacturers_rep" CHECK ("brand_manufacturers"."established_in_eu" OR ("brand_manufacturers"."rep_name" IS NOT NULL AND "brand_manufacturers"."rep_street" IS NOT NULL AND "brand_manufacturers"."rep_city" IS NOT NULL AND "brand_manufacturers"."rep_country" IS NOT NULL AND "brand_manufacturers"."rep_email" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "safety_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"identifier" text NOT NULL,
	CONSTRAINT "safety_types_key_unique" UNIQUE("key"),
	CONSTRAINT "safety_types_identifier" CHECK ("safety_types"."identifier" IN ('serial', 'batch'))
);
--> statement-breakpoint
CREATE TABLE "safety_type_translations" (
	"safety_type_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"title" text NOT NULL,
	"warnings" text[] NOT NULL,
	CONSTRAINT "safety_type_translations_safety_type_id_language_id_pk" PRIMARY KEY("safety_type_id","language_id"),
	CONSTRAINT "safety_type_translations_warnings" CHECK (cardinality("safety_type_translations"."warnings") >= 1)
);
--> statement-breakpoint
CREATE TABLE "category_safety_types" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"safety_type_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_manufacturers" ADD CONSTRAINT "brand_manufacturers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_type_translations" ADD CONSTRAINT "safety_type_translations_safety_type_id_safety_types_id_fk" FOREIGN KEY ("safety_type_id") REFERENCES "public"."safety_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_safety_types" ADD CONSTRAINT "category_safety_types_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_safety_types" ADD CONSTRAINT "category_safety_types_safety_type_id_safety_types_id_fk" FOREIGN KEY ("safety_type_id") REFERENCES "public"."safety_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Promises that agree (decision 096): each shipping rate also says how many working days after an
-- order before the cut-off it is delivered (null: no promise), and the cut-off is a setting. The
-- slogan bar, product page, shipping page, FAQ and mails word their promises from these rows.
ALTER TABLE "shipping_rates" ADD COLUMN "delivery_days_min" smallint;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "delivery_days_max" smallint;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_delivery_days" CHECK ("shipping_rates"."delivery_days_min" IS NULL OR ("shipping_rates"."delivery_days_min" >= 1 AND "shipping_rates"."delivery_days_max" >= "shipping_rates"."delivery_days_min"));--> statement-breakpoint
UPDATE "shipping_rates" r SET "delivery_days_min" = d.mn, "delivery_days_max" = d.mx
FROM "countries" c, (VALUES
	('NL', 1, 1, 1), ('NL', 2, 1, 2), ('BE', 1, 1, 2), ('BE', 2, 2, 3), ('DE', 1, 2, 3), ('LU', 1, 2, 3),
	('FR', 1, 3, 5), ('AT', 1, 3, 5), ('DK', 1, 3, 5), ('GB', 1, 4, 7)
) AS d(iso, method, mn, mx)
WHERE c.id = r.country_id AND c.iso = d.iso AND r.method_id = d.method;--> statement-breakpoint
INSERT INTO "shop_settings" ("key", "value") VALUES ('dispatch_cutoff', '"17:00"') ON CONFLICT ("key") DO NOTHING;
