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
