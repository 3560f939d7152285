CREATE TABLE "record_import_rows" (
	"import_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"old_data" jsonb,
	"old_keys" jsonb,
	CONSTRAINT "record_import_rows_pkey" PRIMARY KEY("import_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "record_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"state" text DEFAULT 'WRITING' NOT NULL,
	"fields_before" jsonb,
	"fields_after" jsonb,
	"records_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_import_rows" ADD CONSTRAINT "record_import_rows_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;