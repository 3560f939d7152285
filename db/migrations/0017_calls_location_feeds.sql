CREATE TABLE "call_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_feeds_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "location_kind" text DEFAULT 'VIDEO' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "location_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_feeds" ADD CONSTRAINT "call_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_service_start_idx" ON "calls" USING btree ("service_id","start_at");