-- Issue 29 item 1: what anyone may write (the tracking calls, translation telemetry, UTM visits) is
-- kept for a bounded time (features/activities/tracking-retention.ts, ADR 041). The sweep deletes by
-- when a row was last counted; these indexes let it find the oldest rows without reading the tables.
CREATE INDEX activities_last_counted_idx ON activities ((coalesce(updated_at, created_at)));
CREATE INDEX translation_metrics_received_idx ON translation_metrics (received_at);
CREATE INDEX utm_visits_last_counted_idx ON utm_visits ((coalesce(updated_at, created_at)));
