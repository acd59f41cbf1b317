-- Issue 40 (decision 091). When an account was erased at its holder's request: the row stays (its
-- orders and invoices are kept 7 years, art. 52 AWR) with its personal data wiped.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "erased_at" timestamp with time zone;
--> statement-breakpoint
-- Who sells, on a demo shop seeded before this migration (a fresh database is seeded with them;
-- another shop's settings are left alone): the structured identity, and a VAT id that passes its
-- own check digits (NL001234567B01 does not).
UPDATE "shop_settings" SET "value" = '"NL123456782B01"'::jsonb
WHERE "key" = 'vat_number' AND "value" = '"NL001234567B01"'::jsonb;
--> statement-breakpoint
INSERT INTO "shop_settings" ("key", "value")
SELECT v."key", v."value"::jsonb
FROM (VALUES
	('legal_name', '"Koffie en Keuken B.V."'),
	('trade_name', '"Koffie & Keuken"'),
	('visiting_address', '{"street":"Koffiestraat","house_number":"12","postcode":"3511 AB","city":"Utrecht","country":"NL"}')
) AS v("key", "value")
WHERE EXISTS (
	SELECT 1 FROM "shop_settings" WHERE "key" = 'address' AND "value" = '"Koffiestraat 12, 3511 AB Utrecht"'::jsonb
)
ON CONFLICT ("key") DO NOTHING;
