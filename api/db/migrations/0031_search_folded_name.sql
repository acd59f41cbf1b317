-- Issue 39's latency, decision 120. A search ranks its pool with an exact bonus: the name, folded
-- (lower case, no accents, hyphens as spaces: search_fold), holds the typed words whole. Folding
-- every pooled name per search was half that bonus's cost (2,000 names: about 2 ms of the 4 ms on
-- the embedded database). The folded name is stored beside the document, written by the same
-- function and so kept in step by the same triggers; a product without its document is found by
-- no search, so it needs no folded name either.
ALTER TABLE "product_translations" ADD COLUMN IF NOT EXISTS "search_name" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_documents(pids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
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
      || setweight(to_tsvector(search_config(t.language_id), search_fold(concat_ws(' ', t.name, pc.text))), 'B')
      || setweight(to_tsvector('simple', search_codes(concat_ws(' ', p.sku, rt.text))), 'B')
      || setweight(to_tsvector(search_config(t.language_id), search_fold(concat_ws(' ', st.text, ot.text))), 'C')
      || setweight(to_tsvector(search_config(t.language_id), search_fold(t.description)), 'D') AS document,
      search_fold(t.name) AS search_name
    FROM product_translations t JOIN chosen ON chosen.id = t.product_id
      JOIN products p ON p.id = t.product_id
      LEFT JOIN brands b ON b.id = p.brand_id
      LEFT JOIN reference_text rt ON rt.product_id = t.product_id
      LEFT JOIN own_categories oc ON oc.product_id = t.product_id AND oc.language_id = t.language_id
      LEFT JOIN parent_categories pc ON pc.product_id = t.product_id AND pc.language_id = t.language_id
      LEFT JOIN spec_text st ON st.product_id = t.product_id AND st.language_id = t.language_id
      LEFT JOIN option_text ot ON ot.product_id = t.product_id AND ot.language_id = t.language_id
  )
  UPDATE product_translations t SET search_document = d.document, search_name = d.search_name
  FROM documents d WHERE t.product_id = d.product_id AND t.language_id = d.language_id
$q$, search_chosen(pids)) USING pids;
END $fn$;--> statement-breakpoint
UPDATE "product_translations" SET "search_name" = search_fold("name") WHERE "search_document" IS NOT NULL;
