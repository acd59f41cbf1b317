-- Mails in HTML and text (issue 26): the HTML part next to the plain-text one, and a Reply-To.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;