-- What VIES answered on an order's VAT number, and why the order was or was not reverse charged
-- (decision 072). Orders placed before have none of it.
ALTER TABLE "orders" ADD COLUMN "vat_check" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_valid" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_consultation_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_checked_at" timestamp with time zone;