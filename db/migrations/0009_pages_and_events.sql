CREATE TABLE "portal_event_hours" (
	"portal_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_event_hours_portal_id_metric_hour_pk" PRIMARY KEY("portal_id","metric","hour")
);
--> statement-breakpoint
CREATE TABLE "portal_layouts" (
	"portal_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_revision" integer,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_page_days" (
	"portal_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_page_days_portal_id_day_path_pk" PRIMARY KEY("portal_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "portal_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_path" text,
	"published_revision" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "portal_events_portal_at_idx";--> statement-breakpoint
ALTER TABLE "portal_event_hours" ADD CONSTRAINT "portal_event_hours_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_layouts" ADD CONSTRAINT "portal_layouts_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_page_days" ADD CONSTRAINT "portal_page_days_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pages" ADD CONSTRAINT "portal_pages_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_pages_path_idx" ON "portal_pages" USING btree ("portal_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_pages_published_path_idx" ON "portal_pages" USING btree ("portal_id","published_path");--> statement-breakpoint
CREATE INDEX "portal_pages_position_idx" ON "portal_pages" USING btree ("portal_id","position");--> statement-breakpoint
CREATE INDEX "portal_events_portal_type_at_idx" ON "portal_events" USING btree ("portal_id","type","at","id");--> statement-breakpoint
CREATE INDEX "portal_events_portal_at_idx" ON "portal_events" USING btree ("portal_id","at","id");--> statement-breakpoint
-- The analytics' roll-ups, kept in the inserting transaction: one upsert per statement (a batch of
-- page views is one statement) into each.
CREATE FUNCTION portal_events_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO portal_event_hours AS h (portal_id, metric, hour, count)
  SELECT portal_id, metric, hour, count(*)::int FROM (
    SELECT portal_id, type AS metric, date_trunc('hour', at, 'UTC') AS hour FROM new_events
    UNION ALL
    SELECT portal_id, 'visit', date_trunc('hour', at, 'UTC') FROM new_events WHERE type = 'page.viewed' AND data->>'entry' = 'true'
  ) e
  GROUP BY portal_id, metric, hour
  ON CONFLICT (portal_id, metric, hour) DO UPDATE SET count = h.count + excluded.count;
  INSERT INTO portal_page_days AS d (portal_id, day, path, views)
  SELECT portal_id, (at AT TIME ZONE 'UTC')::date, left(coalesce(data->>'path', ''), 300), count(*)::int
    FROM new_events WHERE type = 'page.viewed'
   GROUP BY 1, 2, 3
  ON CONFLICT (portal_id, day, path) DO UPDATE SET views = d.views + excluded.views;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portal_events_roll_up AFTER INSERT ON portal_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION portal_events_roll_up();
--> statement-breakpoint
INSERT INTO portal_event_hours (portal_id, metric, hour, count)
  SELECT portal_id, type, date_trunc('hour', at, 'UTC'), count(*)::int FROM portal_events GROUP BY 1, 2, 3;
