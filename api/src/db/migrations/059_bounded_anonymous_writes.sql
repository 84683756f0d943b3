-- Issue 29 item 1: the anonymous writes (the tracking calls, translation telemetry, UTM visits) no
-- longer add a row per call. A call names the row it counts on (`dedupe_key`, a SHA-256 the API
-- computes): the same visit, view or metric of the same day and caller adds 1 to `hits`; a session's
-- cart activity (and its abandoned order of the day) is one row whose payload the last call replaces.
-- Rows written before this migration have no key and stay as they were.
ALTER TABLE activities ADD COLUMN dedupe_key text;
ALTER TABLE activities ADD COLUMN hits integer NOT NULL DEFAULT 1 CHECK (hits > 0);
ALTER TABLE activities ADD COLUMN updated_at timestamptz;
CREATE UNIQUE INDEX activities_dedupe_key_idx ON activities (dedupe_key);

ALTER TABLE translation_metrics ADD COLUMN dedupe_key text;
ALTER TABLE translation_metrics ADD COLUMN hits integer NOT NULL DEFAULT 1 CHECK (hits > 0);
CREATE UNIQUE INDEX translation_metrics_dedupe_key_idx ON translation_metrics (dedupe_key);

ALTER TABLE utm_visits ADD COLUMN dedupe_key text;
ALTER TABLE utm_visits ADD COLUMN hits integer NOT NULL DEFAULT 1 CHECK (hits > 0);
ALTER TABLE utm_visits ADD COLUMN updated_at timestamptz;
CREATE UNIQUE INDEX utm_visits_dedupe_key_idx ON utm_visits (dedupe_key);
