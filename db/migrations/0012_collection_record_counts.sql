CREATE TABLE "collection_record_counts" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"records" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_record_counts" ADD CONSTRAINT "collection_record_counts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the writes that add or remove records from now on; counted once here.
INSERT INTO "collection_record_counts" ("collection_id", "records")
SELECT c."id", (SELECT count(*)::int FROM "collection_records" r WHERE r."collection_id" = c."id") FROM "collections" c;
