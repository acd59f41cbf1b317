-- Decision 094: invoices and credit notes (art. 226 VAT Directive, art. 35a Wet OB). Each document
-- keeps what it said (seller, buyer, lines, totals per rate) as written, so it reads the same for
-- the seven years the tax law keeps it (art. 52 AWR), whatever happens to the order or the account
-- later; its number is taken from `invoice_counters` under a row lock in the transaction that
-- writes it, so a rollback gives the number back: gapless per kind and year.
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_kind" CHECK ("invoice_counters"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"credit_for_id" integer,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"supply_date" date NOT NULL,
	"language_id" smallint NOT NULL DEFAULT 1,
	"total_net" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_gross" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_year_seq" UNIQUE("kind","year","seq"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_names_invoice" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credit_for_id" IS NOT NULL)),
	CONSTRAINT "invoices_reason" CHECK ("invoices"."reason" IS NULL OR "invoices"."reason" IN ('return', 'cancellation'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_for_id_invoices_id_fk" FOREIGN KEY ("credit_for_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
-- A mail's attachments (an invoice or credit note PDF): [{ filename, content_type, content (base64) }].
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
