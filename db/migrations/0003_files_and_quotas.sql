CREATE TABLE "collection_sort_indexes" (
	"name" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"field_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"portal_id" uuid NOT NULL,
	"collection_id" uuid,
	"record_id" uuid,
	"field_key" text,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_usage" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"storage_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_sort_indexes" ADD CONSTRAINT "collection_sort_indexes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_sort_indexes" ADD CONSTRAINT "collection_sort_indexes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_record_id_collection_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."collection_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_usage" ADD CONSTRAINT "workspace_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_sort_indexes_workspace_idx" ON "collection_sort_indexes" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_collection_idx" ON "uploaded_files" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_record_idx" ON "uploaded_files" USING btree ("record_id","field_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_storage_key_idx" ON "uploaded_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_workspace_idx" ON "uploaded_files" USING btree ("workspace_id");--> statement-breakpoint
-- The record counter starts from what each workspace already holds.
INSERT INTO "workspace_usage" ("workspace_id", "records")
SELECT p."workspace_id", count(r."id")::int FROM "portals" p JOIN "collections" c ON c."portal_id" = p."id" JOIN "collection_records" r ON r."collection_id" = c."id" GROUP BY p."workspace_id";
--> statement-breakpoint
-- FILE values stored before this migration name their file by its storage URL: each becomes an
-- upload row of its record and field, and the value names that row (links are signed from now on).
CREATE TABLE "legacy_files" AS
SELECT gen_random_uuid() AS "file_id", r."id" AS "record_id", c."id" AS "collection_id", c."portal_id", p."workspace_id", f->>'key' AS "field_key", r."data" -> (f->>'key') AS "v"
FROM "collections" c
JOIN "portals" p ON p."id" = c."portal_id"
CROSS JOIN LATERAL jsonb_array_elements(c."fields") f
JOIN "collection_records" r ON r."collection_id" = c."id"
WHERE f->>'type' = 'FILE' AND jsonb_typeof(r."data" -> (f->>'key')) = 'object' AND NOT (r."data" -> (f->>'key')) ? 'id'
  AND (r."data" -> (f->>'key') ->> 'url') ~ '^/files/records-[0-9a-f]{32}/[0-9a-f]{64}\.[a-z]+$';
--> statement-breakpoint
INSERT INTO "uploaded_files" ("id", "workspace_id", "portal_id", "collection_id", "record_id", "field_key", "storage_key", "name", "content_type", "size")
SELECT "file_id", "workspace_id", "portal_id", "collection_id", "record_id", "field_key", substr("v"->>'url', 8), coalesce("v"->>'name', 'file'), coalesce("v"->>'contentType', 'application/octet-stream'),
  CASE WHEN "v"->>'size' ~ '^[0-9]{1,9}$' THEN ("v"->>'size')::int ELSE 0 END
FROM "legacy_files";
--> statement-breakpoint
UPDATE "collection_records" r SET "data" = r."data" || l."values"
FROM (
  SELECT "record_id", jsonb_object_agg("field_key", jsonb_build_object('id', "file_id", 'name', coalesce("v"->>'name', 'file'), 'size', CASE WHEN "v"->>'size' ~ '^[0-9]{1,9}$' THEN ("v"->>'size')::int ELSE 0 END, 'contentType', coalesce("v"->>'contentType', 'application/octet-stream'))) AS "values"
  FROM "legacy_files" GROUP BY "record_id"
) l
WHERE r."id" = l."record_id";
--> statement-breakpoint
INSERT INTO "workspace_usage" ("workspace_id", "storage_bytes")
SELECT "workspace_id", sum("size") FROM "uploaded_files" GROUP BY "workspace_id"
ON CONFLICT ("workspace_id") DO UPDATE SET "storage_bytes" = excluded."storage_bytes";
--> statement-breakpoint
DROP TABLE "legacy_files";
