-- Issue 41 (decision 097). Product photos through the image pipeline: the originals, stored once
-- per content hash (several products may show the same photo), and each product's photos in order.
-- An original's bytes are already normalised (no metadata, sRGB); a drawing's original is rendered
-- on its first request (no bytes here until then), a staff upload's when it is added.
CREATE TABLE IF NOT EXISTS "photo_originals" (
	"hash" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_originals_format" CHECK ("format" IN ('jpeg', 'png'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_photos" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"hash" text NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"byte_size" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_pk" PRIMARY KEY ("product_id", "position"),
	CONSTRAINT "product_photos_source" CHECK ("source" IN ('upload', 'drawing'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_photos_hash_idx" ON "product_photos" ("hash");
--> statement-breakpoint
-- A new photo changes what pages show: the storefronts' caches follow the data version.
CREATE OR REPLACE TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
