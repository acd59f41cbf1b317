-- The data version (GET /api/version): one row, bumped in the same transaction as every write to a
-- table whose rows anonymous pages show (catalogue, content, menus, shop settings, dealers), so a
-- storefront that sees a new version renders from data that is already committed. Customer,
-- cart, order, token, stock-alert and outbox tables do not bump it. A new table that pages show
-- needs its own trigger (see the list below). Starts at the creation time in ms, so a recreated
-- database never repeats an earlier version.
CREATE TABLE "data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_version_one_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, (extract(epoch from clock_timestamp()) * 1000)::bigint);
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
	FOREACH t IN ARRAY ARRAY[
		'brands', 'categories', 'category_translations',
		'products', 'product_translations', 'product_categories',
		'attributes', 'attribute_translations', 'attribute_values', 'attribute_value_translations',
		'product_options', 'product_option_values',
		'specs', 'spec_translations', 'spec_values', 'spec_value_translations', 'product_spec_values',
		'product_parts', 'product_alternatives', 'product_pros_cons', 'product_reference_numbers',
		'product_questions', 'product_pdfs', 'reviews',
		'menus', 'menu_translations', 'menu_items', 'menu_item_translations',
		'pages', 'page_translations', 'product_pages',
		'countries', 'dealers', 'shop_settings'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"()',
			t
		);
	END LOOP;
END
$$;
