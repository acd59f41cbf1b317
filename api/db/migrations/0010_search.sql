CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" smallint NOT NULL,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" smallint,
	"terms" text[] NOT NULL,
	"two_way" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms" CHECK (cardinality("search_synonyms"."terms") between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language_id" smallint NOT NULL,
	"word" text NOT NULL,
	"lexeme" text NOT NULL,
	"products" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_words_language_id_word_pk" PRIMARY KEY("language_id","word")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_lexeme_idx" ON "search_words" USING btree ("language_id","lexeme");--> statement-breakpoint
CREATE INDEX "product_translations_document_nl_idx" ON "product_translations" USING gin ("search_document") WHERE "product_translations"."language_id" = 1;--> statement-breakpoint
CREATE INDEX "product_translations_document_en_idx" ON "product_translations" USING gin ("search_document") WHERE "product_translations"."language_id" = 4;--> statement-breakpoint
-- ─── Search (decision 046): documents, words and their upkeep ───────────────────────────────────
-- The text-search configuration of a language: 4 is English, everything else Dutch.
CREATE FUNCTION search_config(lang integer) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE lang WHEN 4 THEN 'english'::regconfig ELSE 'dutch'::regconfig END $$;--> statement-breakpoint
-- Lower case without accents, as the storefront folds a query (cafeïnevrij = cafeinevrij), and
-- hyphens as spaces: the parser reads `roc-01910` as a word and the number -01910, which the typed
-- parts would never match (bean-to-cup = bean to cup, 2-groeps = 2 groeps).
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT replace(lower(unaccent(coalesce(value, ''))), '-', ' ') $$;--> statement-breakpoint
-- Whether the search triggers stand aside: the seed and the catalogue copier set it for their
-- transaction and rebuild in one go at the end.
CREATE FUNCTION search_bulk() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('koffie.search_bulk', true), '') = 'on' $$;--> statement-breakpoint
-- The products a search upkeep call is about, as SQL for EXECUTE: all, or the ids given as $1.
CREATE FUNCTION search_chosen(pids integer[]) RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN pids IS NULL THEN 'SELECT id FROM products' ELSE 'SELECT DISTINCT unnest($1::integer[]) AS id' END $$;--> statement-breakpoint
-- Every (category, ancestor) pair: a product in Handmolens is also found as a Koffiemolen.
CREATE VIEW category_ancestors AS
  WITH RECURSIVE ancestors(category_id, ancestor_id) AS (
    SELECT id, parent_id FROM categories WHERE parent_id IS NOT NULL
    UNION
    SELECT a.category_id, c.parent_id FROM ancestors a JOIN categories c ON c.id = a.ancestor_id
    WHERE c.parent_id IS NOT NULL
  )
  SELECT category_id, ancestor_id FROM ancestors;--> statement-breakpoint
-- The search document of products (null: all of them), set-based so that a catalogue-wide
-- rebuild is one statement: what the product is, its own categories and brand (A); its name, sku,
-- reference numbers and the ancestors of its categories (B); spec values with their unit and
-- option values (C); the description (D); each in the language's configuration.
CREATE FUNCTION refresh_search_documents(pids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  -- EXECUTE plans each call for what it is (the whole catalogue, or a join on a few ids), never one
  -- generic plan for both: a batch of 5,000 ids must not scan every product's rows.
  EXECUTE format($q$
  WITH chosen AS (%s),
  own_categories AS (
    SELECT pc.product_id, ct.language_id, string_agg(ct.title, ' ') AS text
    FROM product_categories pc JOIN chosen ON chosen.id = pc.product_id
      JOIN category_translations ct ON ct.category_id = pc.category_id
    GROUP BY pc.product_id, ct.language_id
  ),
  parent_categories AS (
    SELECT x.product_id, ct.language_id, string_agg(ct.title, ' ') AS text
    FROM (SELECT DISTINCT pc.product_id, a.ancestor_id FROM product_categories pc
            JOIN chosen ON chosen.id = pc.product_id JOIN category_ancestors a ON a.category_id = pc.category_id) x
      JOIN category_translations ct ON ct.category_id = x.ancestor_id
    GROUP BY x.product_id, ct.language_id
  ),
  spec_text AS (
    SELECT psv.product_id, svt.language_id, string_agg(svt.title || coalesce(' ' || s.unit, ''), ' ') AS text
    FROM product_spec_values psv JOIN chosen ON chosen.id = psv.product_id
      JOIN spec_values sv ON sv.id = psv.spec_value_id JOIN specs s ON s.id = sv.spec_id
      JOIN spec_value_translations svt ON svt.spec_value_id = sv.id
    GROUP BY psv.product_id, svt.language_id
  ),
  option_text AS (
    SELECT x.product_id, avt.language_id, string_agg(avt.title, ' ') AS text
    FROM (SELECT DISTINCT o.product_id, pov.attribute_value_id FROM product_options o
            JOIN chosen ON chosen.id = o.product_id
            JOIN product_option_values pov ON pov.product_option_id = o.id) x
      JOIN attribute_value_translations avt ON avt.attribute_value_id = x.attribute_value_id
    GROUP BY x.product_id, avt.language_id
  ),
  reference_text AS (
    SELECT r.product_id, string_agg(regexp_replace(r.value, ',PCS$', ''), ' ') AS text
    FROM product_reference_numbers r JOIN chosen ON chosen.id = r.product_id
    GROUP BY r.product_id
  ),
  documents AS (
    SELECT t.product_id, t.language_id,
      setweight(to_tsvector(search_config(t.language_id), search_fold(concat_ws(' ', oc.text, b.name))), 'A')
      || setweight(to_tsvector(search_config(t.language_id), search_fold(concat_ws(' ', t.name, p.sku, regexp_replace(p.sku, '[^[:alnum:]]+', '', 'g'), rt.text, pc.text))), 'B')
      || setweight(to_tsvector(search_config(t.language_id), search_fold(concat_ws(' ', st.text, ot.text))), 'C')
      || setweight(to_tsvector(search_config(t.language_id), search_fold(t.description)), 'D') AS document
    FROM product_translations t JOIN chosen ON chosen.id = t.product_id
      JOIN products p ON p.id = t.product_id
      LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN reference_text rt ON rt.product_id = t.product_id
      LEFT JOIN own_categories oc ON oc.product_id = t.product_id AND oc.language_id = t.language_id
      LEFT JOIN parent_categories pc ON pc.product_id = t.product_id AND pc.language_id = t.language_id
      LEFT JOIN spec_text st ON st.product_id = t.product_id AND st.language_id = t.language_id
      LEFT JOIN option_text ot ON ot.product_id = t.product_id AND ot.language_id = t.language_id
  )
  UPDATE product_translations t SET search_document = d.document
  FROM documents d WHERE t.product_id = d.product_id AND t.language_id = d.language_id
$q$, search_chosen(pids)) USING pids;
END $fn$;--> statement-breakpoint
-- The words of the catalogue per language (for typos, compound parts and "did you mean"): from
-- product names and brands (counted per product), category titles (counted by their products),
-- spec and option values. pids null: rebuilt from scratch; else the words of those products are
-- added (existing words keep their count until the next rebuild).
CREATE FUNCTION rebuild_search_words(pids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF pids IS NULL THEN DELETE FROM search_words; END IF;
  EXECUTE format($q$
  WITH chosen AS (%s),
  product_words AS (
    SELECT t.language_id, w.word, count(DISTINCT t.product_id) AS n
    FROM product_translations t JOIN chosen ON chosen.id = t.product_id
      JOIN products p ON p.id = t.product_id LEFT JOIN brands b ON b.id = p.brand_id,
      regexp_split_to_table(search_fold(concat_ws(' ', t.name, b.name)), '[^a-z0-9]+') AS w(word)
    GROUP BY t.language_id, w.word
  ),
  -- products per category, its subtree included (a parent's title is as common as its children)
  category_counts AS (
    SELECT x.category_id, count(*) AS n FROM (
      SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN chosen ON chosen.id = pc.product_id
      UNION
      SELECT a.ancestor_id, pc.product_id FROM product_categories pc JOIN chosen ON chosen.id = pc.product_id
        JOIN category_ancestors a ON a.category_id = pc.category_id
    ) x GROUP BY x.category_id
  ),
  category_words AS (
    SELECT ct.language_id, w.word, sum(coalesce(cc.n, 0)) AS n
    FROM category_translations ct LEFT JOIN category_counts cc ON cc.category_id = ct.category_id,
      regexp_split_to_table(search_fold(ct.title), '[^a-z0-9]+') AS w(word)
    GROUP BY ct.language_id, w.word
  ),
  value_words AS (
    SELECT svt.language_id, w.word, 1 AS n FROM spec_value_translations svt,
      regexp_split_to_table(search_fold(svt.title), '[^a-z0-9]+') AS w(word)
    UNION ALL
    SELECT avt.language_id, w.word, 1 AS n FROM attribute_value_translations avt,
      regexp_split_to_table(search_fold(avt.title), '[^a-z0-9]+') AS w(word)
  ),
  all_words AS (
    SELECT language_id, word, sum(n)::integer AS n FROM (
      SELECT * FROM product_words UNION ALL SELECT * FROM category_words UNION ALL SELECT * FROM value_words
    ) x WHERE length(word) >= 2 GROUP BY language_id, word
  )
  INSERT INTO search_words (language_id, word, lexeme, products)
  SELECT language_id, word,
    coalesce((SELECT string_agg(l.lexeme, ' ') FROM unnest(to_tsvector(search_config(language_id), word)) l), ''),
    greatest(n, 1)
  FROM all_words
  ON CONFLICT (language_id, word) DO NOTHING
$q$, search_chosen(pids)) USING pids;
END $fn$;--> statement-breakpoint
-- Upkeep: triggers refresh the documents of the products a change touches (unless search_bulk()).
CREATE FUNCTION search_touch(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF search_bulk() OR pids IS NULL OR cardinality(pids) = 0 THEN RETURN; END IF;
  PERFORM refresh_search_documents(pids);
  PERFORM rebuild_search_words(pids);
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement triggers on tables with a product_id: the products of the rows inserted or deleted.
  IF TG_OP = 'INSERT' THEN
    PERFORM search_touch(ARRAY(SELECT DISTINCT product_id FROM changed));
  ELSE
    PERFORM search_touch(ARRAY(SELECT DISTINCT product_id FROM gone));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_option_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_touch(ARRAY(SELECT DISTINCT o.product_id FROM changed c JOIN product_options o ON o.id = c.product_option_id));
  ELSE
    PERFORM search_touch(ARRAY(SELECT DISTINCT o.product_id FROM gone c JOIN product_options o ON o.id = c.product_option_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_product_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch(ARRAY[NEW.product_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_category() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE root integer;
BEGIN
  -- (a CASE would read NEW.id of a category_translations row too, which has none)
  IF TG_TABLE_NAME = 'categories' THEN root := NEW.id; ELSE root := NEW.category_id; END IF;
  PERFORM search_touch(ARRAY(
    WITH RECURSIVE subtree(id) AS (SELECT root UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id)
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN subtree s ON s.id = pc.category_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch(ARRAY(SELECT id FROM products WHERE brand_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_spec_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch(ARRAY(SELECT product_id FROM product_spec_values WHERE spec_value_id = NEW.spec_value_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_on_attribute_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch(ARRAY(SELECT DISTINCT o.product_id FROM product_option_values pov
    JOIN product_options o ON o.id = pov.product_option_id WHERE pov.attribute_value_id = NEW.attribute_value_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_translations_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_translations_update AFTER UPDATE ON product_translations FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION search_on_product_row();--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.sku IS DISTINCT FROM NEW.sku)
  EXECUTE FUNCTION search_on_product();--> statement-breakpoint
CREATE TRIGGER search_categories_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_categories_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_specs_insert AFTER INSERT ON product_spec_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_specs_delete AFTER DELETE ON product_spec_values
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_references_insert AFTER INSERT ON product_reference_numbers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_references_delete AFTER DELETE ON product_reference_numbers
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_on_rows();--> statement-breakpoint
CREATE TRIGGER search_references_update AFTER UPDATE ON product_reference_numbers FOR EACH ROW
  WHEN (OLD.value IS DISTINCT FROM NEW.value) EXECUTE FUNCTION search_on_product_row();--> statement-breakpoint
CREATE TRIGGER search_option_values_insert AFTER INSERT ON product_option_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_on_option_values();--> statement-breakpoint
CREATE TRIGGER search_option_values_delete AFTER DELETE ON product_option_values
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_on_option_values();--> statement-breakpoint
CREATE TRIGGER search_category_titles AFTER UPDATE ON category_translations FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_on_category();--> statement-breakpoint
CREATE TRIGGER search_category_moves AFTER UPDATE ON categories FOR EACH ROW
  WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION search_on_category();--> statement-breakpoint
CREATE TRIGGER search_brand_names AFTER UPDATE ON brands FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_on_brand();--> statement-breakpoint
CREATE TRIGGER search_spec_value_titles AFTER UPDATE ON spec_value_translations FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_on_spec_value();--> statement-breakpoint
CREATE TRIGGER search_attribute_value_titles AFTER UPDATE ON attribute_value_translations FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_on_attribute_value();--> statement-breakpoint
-- Spare parts: the subtree of the category called Onderdelen (a seeded database; the seed sets it too).
WITH RECURSIVE parts(id) AS (
  SELECT ct.category_id FROM category_translations ct JOIN categories c ON c.id = ct.category_id
  WHERE c.parent_id IS NULL AND ct.language_id = 1 AND ct.title = 'Onderdelen'
  UNION SELECT c.id FROM categories c JOIN parts ON c.parent_id = parts.id
) UPDATE categories SET is_parts = true WHERE id IN (SELECT id FROM parts);--> statement-breakpoint
-- A database with products before this migration: its documents are written by the API after
-- start, in batches (api/search/documents.ts indexMissingSearchDocuments), not here, where 500,000
-- products would hold the migration (and its lock) for minutes. This index finds them.
CREATE INDEX product_translations_unindexed_idx ON product_translations (product_id) WHERE search_document IS NULL;--> statement-breakpoint
-- The synonyms of this catalogue (a merchant edits the table; used at query time).
INSERT INTO search_synonyms (language_id, terms, two_way) VALUES
  (1, ARRAY['piston', 'hendel'], true),
  (1, ARRAY['pistonmachine', 'hendelmachine'], true),
  (1, ARRAY['decaf', 'cafeinevrij'], true),
  (1, ARRAY['cups', 'capsules'], true),
  (1, ARRAY['koffiecups', 'capsules'], false),
  (1, ARRAY['cupjes', 'capsules'], false),
  (1, ARRAY['pads', 'koffiepads'], true),
  (1, ARRAY['opschuimer', 'melkopschuimer'], false),
  (1, ARRAY['melkschuimer', 'melkopschuimer'], true),
  (1, ARRAY['frother', 'melkopschuimer'], false),
  (1, ARRAY['bonenmachine', 'volautomaat'], false),
  (1, ARRAY['bean to cup', 'volautomaat'], false),
  (1, ARRAY['grinder', 'koffiemolen'], false),
  (1, ARRAY['kettle', 'waterkoker'], false),
  (1, ARRAY['portafilter', 'filterhouder'], true),
  (1, ARRAY['tamper', 'aandrukker'], true),
  (1, ARRAY['knockbox', 'klopbak'], true),
  (1, ARRAY['uitklopbak', 'klopbak'], true),
  (1, ARRAY['pitcher', 'melkkan'], true),
  (1, ARRAY['kannetje', 'melkkan'], false),
  (1, ARRAY['weegschaaltje', 'weegschaal'], false),
  (1, ARRAY['koffieweegschaal', 'weegschaal'], false),
  (1, ARRAY['theekoker', 'waterkoker'], false),
  (1, ARRAY['zeefje', 'douchezeef'], false),
  (1, ARRAY['rubber', 'pakking'], false),
  (1, ARRAY['afdichtring', 'pakking'], true),
  (1, ARRAY['expresso', 'espresso'], false),
  (1, ARRAY['koffiezetter', 'koffiezetapparaat'], true),
  (1, ARRAY['mixer', 'keukenmachine'], false),
  (4, ARRAY['frother', 'milk frother'], false),
  (4, ARRAY['foamer', 'frother'], true),
  (4, ARRAY['decaf', 'decaffeinated'], true),
  (4, ARRAY['pods', 'capsules'], true),
  (4, ARRAY['piston', 'lever'], true),
  (4, ARRAY['expresso', 'espresso'], false),
  (4, ARRAY['superautomatic', 'bean to cup'], true),
  (4, ARRAY['gasket', 'seal'], true),
  (4, ARRAY['group head seal', 'gasket'], false),
  (4, ARRAY['knockbox', 'knock box'], true),
  (4, ARRAY['pitcher', 'milk jug'], true),
  (4, ARRAY['kitchen mixer', 'stand mixer'], true);
