CREATE TABLE "collection_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_unique_values" (
	"collection_id" uuid NOT NULL,
	"field_key" text NOT NULL,
	"value" text NOT NULL,
	"record_id" uuid NOT NULL,
	CONSTRAINT "record_unique_values_pkey" PRIMARY KEY("collection_id","field_key","value")
);
--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_unique_values" ADD CONSTRAINT "record_unique_values_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_unique_values" ADD CONSTRAINT "record_unique_values_record_id_collection_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."collection_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_records_collection_created_idx" ON "collection_records" USING btree ("collection_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collection_records_data_gin" ON "collection_records" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collections_portal_slug_key" ON "collections" USING btree ("portal_id","slug");--> statement-breakpoint
CREATE INDEX "collections_portal_created_idx" ON "collections" USING btree ("portal_id","created_at");--> statement-breakpoint
CREATE INDEX "record_unique_values_record_idx" ON "record_unique_values" USING btree ("record_id");