CREATE TABLE "portals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sub_domain" text NOT NULL,
	"logo_url" text,
	"theme" jsonb DEFAULT '{"primaryColor":"#4f46e5","accentColor":"#f59e0b","mode":"LIGHT","font":"SYSTEM","radius":"MD"}'::jsonb NOT NULL,
	"basic_info" jsonb DEFAULT '{"title":"","description":"","supportEmail":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portals_slug_lower_key" ON "portals" USING btree (lower("slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "portals_sub_domain_lower_key" ON "portals" USING btree (lower("sub_domain"));--> statement-breakpoint
CREATE INDEX "portals_workspace_created_idx" ON "portals" USING btree ("workspace_id","created_at","id");