ALTER TABLE "portal_event_hours" ADD COLUMN "first15" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_event_hours" ADD COLUMN "first30" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_event_hours" ADD COLUMN "first45" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The roll-up also counts each hour's first 15, 30 and 45 minutes (see db/schema/pages.ts).
CREATE OR REPLACE FUNCTION portal_events_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO portal_event_hours AS h (portal_id, metric, hour, count, first15, first30, first45)
  SELECT portal_id, metric, date_trunc('hour', at, 'UTC'), count(*)::int,
         count(*) FILTER (WHERE at < date_trunc('hour', at, 'UTC') + interval '15 minutes')::int,
         count(*) FILTER (WHERE at < date_trunc('hour', at, 'UTC') + interval '30 minutes')::int,
         count(*) FILTER (WHERE at < date_trunc('hour', at, 'UTC') + interval '45 minutes')::int
    FROM (
      SELECT portal_id, type AS metric, at FROM new_events
      UNION ALL
      SELECT portal_id, 'visit', at FROM new_events WHERE type = 'page.viewed' AND data->>'entry' = 'true'
    ) e
   GROUP BY portal_id, metric, date_trunc('hour', at, 'UTC')
  ON CONFLICT (portal_id, metric, hour) DO UPDATE
     SET count = h.count + excluded.count, first15 = h.first15 + excluded.first15,
         first30 = h.first30 + excluded.first30, first45 = h.first45 + excluded.first45;
  INSERT INTO portal_page_days AS d (portal_id, day, path, views)
  SELECT portal_id, (at AT TIME ZONE 'UTC')::date, left(coalesce(data->>'path', ''), 300), count(*)::int
    FROM new_events WHERE type = 'page.viewed'
   GROUP BY 1, 2, 3
  ON CONFLICT (portal_id, day, path) DO UPDATE SET views = d.views + excluded.views;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Hours rolled up before this migration get their splits from the events themselves (append-only, kept).
UPDATE portal_event_hours h SET first15 = s.f15, first30 = s.f30, first45 = s.f45
  FROM (
    SELECT portal_id, metric, hour,
           count(*) FILTER (WHERE at < hour + interval '15 minutes')::int AS f15,
           count(*) FILTER (WHERE at < hour + interval '30 minutes')::int AS f30,
           count(*) FILTER (WHERE at < hour + interval '45 minutes')::int AS f45
      FROM (
        SELECT portal_id, type AS metric, at, date_trunc('hour', at, 'UTC') AS hour FROM portal_events
        UNION ALL
        SELECT portal_id, 'visit', at, date_trunc('hour', at, 'UTC') FROM portal_events WHERE type = 'page.viewed' AND data->>'entry' = 'true'
      ) e
     GROUP BY 1, 2, 3
  ) s
 WHERE h.portal_id = s.portal_id AND h.metric = s.metric AND h.hour = s.hour;
