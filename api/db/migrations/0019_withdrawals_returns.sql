-- Withdrawal and returns (issue 40, decision 093): a withdrawal notice (CRD art. 11a) names the
-- order lines it returns; each named line is a return (requested → received → refunded); the
-- refund goes through the payment provider once every line of the notice is received. When an
-- order was delivered is kept apart, as the withdrawal period runs from it.
CREATE TABLE "order_deliveries" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "delivered_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "withdrawals" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "whole_order" boolean NOT NULL,
  "language_id" smallint DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "acknowledged_at" timestamp with time zone,
  "refund_gross" integer DEFAULT 0 NOT NULL,
  "shipping_refunded" boolean DEFAULT false NOT NULL,
  "refund_due_at" timestamp with time zone NOT NULL,
  "refund_provider_id" text,
  "refunded_at" timestamp with time zone,
  CONSTRAINT "withdrawals_refund_positive" CHECK ("refund_gross" >= 0)
);--> statement-breakpoint
CREATE INDEX "withdrawals_order_idx" ON "withdrawals" ("order_id");--> statement-breakpoint
CREATE TABLE "returns" (
  "id" serial PRIMARY KEY NOT NULL,
  "withdrawal_id" integer NOT NULL REFERENCES "withdrawals"("id") ON DELETE CASCADE,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
  "amount" integer NOT NULL,
  "refund_gross" integer NOT NULL,
  "status" text DEFAULT 'requested' NOT NULL,
  "received_at" timestamp with time zone,
  "refunded_at" timestamp with time zone,
  CONSTRAINT "returns_amount" CHECK ("amount" > 0),
  CONSTRAINT "returns_refund_positive" CHECK ("refund_gross" >= 0),
  CONSTRAINT "returns_status" CHECK ("status" IN ('requested', 'received', 'refunded'))
);--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" ("order_id");--> statement-breakpoint
CREATE INDEX "returns_withdrawal_idx" ON "returns" ("withdrawal_id");
