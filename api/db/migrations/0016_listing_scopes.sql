DROP INDEX "category_facets_category_idx";--> statement-breakpoint
ALTER TABLE "category_facets" ADD COLUMN "alternatives" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "alternatives" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "category_facets_scope_idx" ON "category_facets" USING btree ("category_id","deal","alternatives");--> statement-breakpoint
CREATE INDEX "category_products_alternatives_idx" ON "category_products" USING btree ("category_id","in_stock" DESC NULLS LAST,"sort","product_id") WHERE "category_products"."alternatives";--> statement-breakpoint
-- The listing index also says whether a product has alternatives (with_alternatives_only, decision
-- 062): written by its refresh, and kept when product_alternatives change.
CREATE OR REPLACE FUNCTION category_products_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM category_products WHERE product_id = ANY(ids);
  INSERT INTO category_products (category_id, product_id, in_stock, sort, price_net, price_gross, popularity,
    brand_id, deal, alternatives, spec_values)
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
    p.old_price_net IS NOT NULL, EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = p.id),
    coalesce(spec.spec_values, '{}')
  FROM products p
  JOIN product_categories pc ON pc.product_id = p.id
  JOIN up ON up.category_id = pc.category_id
  LEFT JOIN spec ON spec.product_id = p.id
  WHERE p.active AND p.id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION category_products_on_alternatives_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_products_refresh(ARRAY(SELECT product_id FROM gone UNION SELECT product_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER category_products_alternatives_insert AFTER INSERT ON product_alternatives
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_inserted();--> statement-breakpoint
CREATE TRIGGER category_products_alternatives_update AFTER UPDATE ON product_alternatives
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_alternatives_update();--> statement-breakpoint
CREATE TRIGGER category_products_alternatives_delete AFTER DELETE ON product_alternatives
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION category_products_on_deleted();--> statement-breakpoint
UPDATE category_products cp SET alternatives = true
WHERE EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = cp.product_id);
--> statement-breakpoint
-- Facets counted ahead for every base set a listing without search, favourites or selection can
-- have (decision 062): each category and the whole catalogue (category 0), with all their
-- products, only their deals, only those with alternatives, or both. The counts stored before
-- (category -1: alternatives) are dropped and the state cleared, so the next read counts anew.
CREATE OR REPLACE FUNCTION category_facets_refresh() RETURNS void LANGUAGE plpgsql AS $$
DECLARE counted bigint := (SELECT version FROM data_version WHERE id = 1);
BEGIN
  DELETE FROM category_facets;
  INSERT INTO category_facets (category_id, deal, alternatives, kind, key, count, in_stock, min_net, max_net,
    min_gross, max_gross)
  WITH listed AS MATERIALIZED (
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, deal, alternatives
    FROM category_products
    UNION ALL
    SELECT 0, p.id, p.brand_id, p.stock > 0, p.price_net, p.price_gross, p.old_price_net IS NOT NULL,
      EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = p.id)
    FROM products p WHERE p.active
  ), base AS MATERIALIZED (
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, false AS deal, false AS alternatives
    FROM listed
    UNION ALL
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, true, false FROM listed WHERE deal
    UNION ALL
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, false, true
    FROM listed WHERE alternatives
    UNION ALL
    SELECT category_id, product_id, brand_id, in_stock, price_net, price_gross, true, true
    FROM listed WHERE deal AND alternatives
  )
  SELECT category_id, deal, alternatives, 0, brand_id, count(*), count(*) FILTER (WHERE in_stock),
    min(price_net), max(price_net), min(price_gross), max(price_gross)
  FROM base GROUP BY category_id, deal, alternatives, brand_id
  UNION ALL
  SELECT b.category_id, b.deal, b.alternatives, 1, psv.spec_value_id, count(*), 0, NULL, NULL, NULL, NULL
  FROM base b JOIN product_spec_values psv ON psv.product_id = b.product_id
  GROUP BY b.category_id, b.deal, b.alternatives, psv.spec_value_id
  UNION ALL
  SELECT b.category_id, b.deal, b.alternatives, 2, pc.category_id, count(*), 0, NULL, NULL, NULL, NULL
  FROM base b JOIN product_categories pc ON pc.product_id = b.product_id
  GROUP BY b.category_id, b.deal, b.alternatives, pc.category_id;
  INSERT INTO category_facets_state (id, version, refreshed_at) VALUES (1, counted, now())
  ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, refreshed_at = EXCLUDED.refreshed_at;
END $$;
--> statement-breakpoint
DELETE FROM category_facets;
--> statement-breakpoint
DELETE FROM category_facets_state;
