ALTER TABLE "inspections" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "overdue_reminded_for" date;