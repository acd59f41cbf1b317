-- A discount code's minimum order is stated in the prices it is advertised in: "min_order" cents,
-- "min_order_basis" gross (incl. btw) or net (excl. btw). The existing minimums were net.
ALTER TABLE "discount_codes" RENAME COLUMN "min_order_net" TO "min_order";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_order_basis" text DEFAULT 'net' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "min_order_basis" SET DEFAULT 'gross';--> statement-breakpoint
-- The demo code KOFFIE5 is advertised "vanaf € 25 incl. btw" (was stored as its net, € 20,66).
UPDATE "discount_codes" SET "min_order" = 2500, "min_order_basis" = 'gross' WHERE "code" = 'KOFFIE5' AND "min_order" = 2066 AND "min_order_basis" = 'net';
