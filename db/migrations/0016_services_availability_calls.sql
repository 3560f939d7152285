-- GiST over a uuid's `=` for the calls' exclusion constraint (trusted: no superuser needed).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "availabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" uuid,
	"weekly" jsonb NOT NULL,
	"date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"service_id" uuid,
	"host_user_id" uuid NOT NULL,
	"portal_id" uuid,
	"customer_id" uuid,
	"service_title" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_notes" text DEFAULT '' NOT NULL,
	"guest_timezone" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'NONE' NOT NULL,
	"reason" text,
	"cancelled_by" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"manage_token_hash" text NOT NULL,
	"calendar_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_range_check" CHECK ("calls"."start_at" < "calls"."end_at" and "calls"."blocked_from" <= "calls"."start_at" and "calls"."end_at" <= "calls"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_amount" integer DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'USD' NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 0 NOT NULL,
	"booking_window_days" integer DEFAULT 60 NOT NULL,
	"daily_limit" integer,
	"location_kind" text DEFAULT 'VIDEO' NOT NULL,
	"location_value" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" between 5 and 720),
	CONSTRAINT "services_price_check" CHECK ("services"."price_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_customer_id_customer_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availabilities_default_key" ON "availabilities" USING btree ("user_id") WHERE "availabilities"."service_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "availabilities_service_key" ON "availabilities" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "calls_host_start_idx" ON "calls" USING btree ("host_user_id","start_at");--> statement-breakpoint
CREATE INDEX "calls_workspace_start_idx" ON "calls" USING btree ("workspace_id","start_at","id");--> statement-breakpoint
CREATE INDEX "calls_customer_idx" ON "calls" USING btree ("customer_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_manage_token_key" ON "calls" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "services_host_slug_key" ON "services" USING btree ("host_user_id","slug");--> statement-breakpoint
CREATE INDEX "services_workspace_idx" ON "services" USING btree ("workspace_id");--> statement-breakpoint
-- No double booking by construction: a host's requested and confirmed calls, buffers included, never meet.
ALTER TABLE "calls" ADD CONSTRAINT "calls_no_overlap" EXCLUDE USING gist ("host_user_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" IN ('REQUESTED', 'CONFIRMED'));
