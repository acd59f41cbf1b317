ALTER TABLE "orders" DROP CONSTRAINT "orders_status_range";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_invite_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status_id" = 2;--> statement-breakpoint
CREATE INDEX "orders_review_invite_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."review_invite_sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_range" CHECK ("orders"."status_id" BETWEEN 1 AND 7);--> statement-breakpoint
-- Orders already awaiting payment get a day from when they were placed (decision 042).
UPDATE "orders" SET "payment_due_at" = "created_at" + interval '1 day' WHERE "status_id" = 2 AND "payment_due_at" IS NULL;
