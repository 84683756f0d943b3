-- Translation telemetry (spec 001 'Telemetry': POST /api/translation-metrics with a metrics list, sent
-- only with the user's consent, batched at 50 records or 5 s). One row per record; the brand and user
-- are the session's when the caller sent one.
CREATE TABLE translation_metrics (
  id text PRIMARY KEY,
  brand_id text REFERENCES brands (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  text_hash text NOT NULL,
  text_length integer NOT NULL CHECK (text_length >= 0),
  language text NOT NULL,
  cache_hit boolean NOT NULL,
  is_error boolean NOT NULL,
  was_tokenized boolean NOT NULL,
  tokens_preserved integer NOT NULL CHECK (tokens_preserved >= 0),
  source text,
  -- the record's timestamp (the browser's clock) and when the API received it
  recorded_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE INDEX translation_metrics_language_idx ON translation_metrics (language, recorded_at DESC);
