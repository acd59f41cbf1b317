CREATE TABLE "category_facets" (
	"category_id" integer NOT NULL,
	"deal" boolean NOT NULL,
	"kind" smallint NOT NULL,
	"key" integer,
	"count" integer NOT NULL,
	"in_stock" integer NOT NULL,
	"min_net" integer,
	"max_net" integer,
	"min_gross" integer,
	"max_gross" integer
);
--> statement-breakpoint
CREATE TABLE "category_facets_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_facets_state_one_row" CHECK ("category_facets_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"sort" integer NOT NULL,
	"price_net" integer NOT NULL,
	"price_gross" integer NOT NULL,
	"popularity" integer NOT NULL,
	"brand_id" integer,
	"deal" boolean NOT NULL,
	"spec_values" integer[] NOT NULL,
	CONSTRAINT "category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_facets_category_idx" ON "category_facets" USING btree ("category_id","deal");--> statement-breakpoint
CREATE INDEX "category_products_product_idx" ON "category_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "category_products_default_idx" ON "category_products" USING btree ("category_id","in_stock" DESC NULLS LAST,"sort","product_id");--> statement-breakpoint
CREATE INDEX "category_products_deals_idx" ON "category_products" USING btree ("category_id","in_stock" DESC NULLS LAST,"sort","product_id") WHERE "category_products"."deal";--> statement-breakpoint
CREATE INDEX "category_products_popularity_idx" ON "category_products" USING btree ("category_id","popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "category_products_price_idx" ON "category_products" USING btree ("category_id","price_net","product_id");--> statement-breakpoint
CREATE INDEX "category_products_price_desc_idx" ON "category_products" USING btree ("category_id","price_net" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "category_products_spec_values_idx" ON "category_products" USING gin ("spec_values");--> statement-breakpoint
CREATE INDEX "category_products_brand_idx" ON "category_products" USING btree ("category_id","brand_id","in_stock","price_gross","price_net");--> statement-breakpoint
CREATE INDEX "products_best_selling_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree (("stock" > 0) DESC,"sort","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree (("stock" > 0) DESC,"sort","id") WHERE "products"."active" AND "products"."old_price_net" IS NOT NULL;--> statement-breakpoint
-- The listing's index (decision 062): every active product under its own categories and their
-- ancestors, with the columns a listing sorts and filters on (its spec values included). Rewritten for the products a
-- statement touched; statement-level triggers keep bulk writes (seeding, growing) set-based.
CREATE FUNCTION category_products_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM category_products WHERE product_id = ANY(ids);
  INSERT INTO category_products (category_id, product_id, in_stock, sort, price_net, price_gross, popularity,
    brand_id, deal, spec_values)
  WITH RECURSIVE up(category_id, ancestor_id) AS (
    SELECT id, id FROM categories
    UNION ALL
    SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id
    WHERE c.parent_id IS NOT NULL
  ), spec AS (
    SELECT product_id, array_agg(spec_value_id ORDER BY spec_value_id) AS spec_values
    FROM product_spec_values WHERE product_id = ANY(ids) GROUP BY product_id
  )
  SELECT DISTINCT up.ancestor_id, p.id, p.stock > 0, p.sort, p.price_net, p.price_gross, p.popularity, p.brand_id,
    p.old_price_net IS NOT NULL, coalesce(spec.spec_values, '{}')
  FROM products p
  JOIN product_categories pc ON pc.product_id = p.id
  JOIN up ON up.category_id = pc.category_id
  LEFT JOIN spec ON spec.product_id = p.id
  WHERE p.active AND p.id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION category_products_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what a listing reads: a stock change that stays above zero rewrites nothing.
  PERFORM category_products_refresh(ARRAY(
    SELECT a.id FROM after_rows a JOIN before_rows b ON b.id = a.id
    WHERE (a.active, a.stock > 0, a.sort, a.price_net, a.price_gross, a.popularity, a.brand_id, a.old_price_net IS NULL)
      IS DISTINCT FROM (b.active, b.stock > 0, b.sort, b.price_net, b.price_gross, b.popularity, b.brand_id, b.old_price_net IS NULL)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION category_products_on_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_products_refresh(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION category_products_on_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_products_refresh(ARRAY(SELECT DISTINCT product_id FROM gone));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION category_products_on_tree() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A category moved: every product under it has other ancestors now (rare; the whole index).
  PERFORM category_products_refresh(ARRAY(SELECT id FROM products));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER category_products_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_products();--> statement-breakpoint
CREATE TRIGGER category_products_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_inserted();--> statement-breakpoint
CREATE TRIGGER category_products_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_deleted();--> statement-breakpoint
CREATE TRIGGER category_products_specs_insert AFTER INSERT ON product_spec_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_inserted();--> statement-breakpoint
CREATE TRIGGER category_products_specs_update AFTER UPDATE ON product_spec_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_inserted();--> statement-breakpoint
CREATE TRIGGER category_products_specs_delete AFTER DELETE ON product_spec_values
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_deleted();--> statement-breakpoint
CREATE TRIGGER category_products_update AFTER UPDATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_tree();--> statement-breakpoint
CREATE TRIGGER category_products_tree AFTER UPDATE OF parent_id ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_tree();--> statement-breakpoint
SELECT category_products_refresh(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Facets of every category, counted ahead for the categories too large to count per request
-- (decision 062): the listing's facets statement for all of each category's products and for
-- its deals, in one pass over the listing index; all deals as category 0 and every product with
-- alternatives as category -1 (listings without a category). Records the data version it started
-- from, so a change made while it counts makes the next read ask for another count.
CREATE FUNCTION category_facets_refresh() RETURNS void LANGUAGE plpgsql AS $$
DECLARE counted bigint := (SELECT version FROM data_version WHERE id = 1);
BEGIN
  DELETE FROM category_facets;
  INSERT INTO category_facets (category_id, deal, kind, key, count, in_stock, min_net, max_net, min_gross, max_gross)
  WITH base AS MATERIALIZED (
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, false AS deal FROM category_products
    UNION ALL
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, true FROM category_products WHERE deal
    UNION ALL
    -- category 0: the deals page without a category (every active product on sale)
    SELECT 0, id, brand_id, stock > 0, price_net, price_gross, true FROM products
    WHERE active AND old_price_net IS NOT NULL
    UNION ALL
    -- category -1: products with alternatives (with_alternatives_only without a category)
    SELECT -1, id, brand_id, stock > 0, price_net, price_gross, false FROM products p
    WHERE active AND EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = p.id)
  )
  SELECT category_id, deal, 0, brand_id, count(*), count(*) FILTER (WHERE in_stock),
    min(price_net), max(price_net), min(price_gross), max(price_gross)
  FROM base GROUP BY category_id, deal, brand_id
  UNION ALL
  SELECT b.category_id, b.deal, 1, psv.spec_value_id, count(*), 0, NULL, NULL, NULL, NULL
  FROM base b JOIN product_spec_values psv ON psv.product_id = b.product_id
  GROUP BY b.category_id, b.deal, psv.spec_value_id
  UNION ALL
  SELECT b.category_id, b.deal, 2, pc.category_id, count(*), 0, NULL, NULL, NULL, NULL
  FROM base b JOIN product_categories pc ON pc.product_id = b.product_id
  GROUP BY b.category_id, b.deal, pc.category_id;
  INSERT INTO category_facets_state (id, version, refreshed_at) VALUES (1, counted, now())
  ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, refreshed_at = EXCLUDED.refreshed_at;
END $$;
