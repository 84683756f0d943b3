-- UTM visits (POST /utm/marketing/register-visit, spec 000 and 001; body not shown) and the short links
-- that resolve to a URL with UTM parameters (spec 001: 'takes urlUTM and brandId and returns urlUTM').
CREATE TABLE utm_visits (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text,
  -- the session's user; NULL for a caller without a session (idUser 'guest')
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  url text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  created_at timestamptz NOT NULL
);

CREATE INDEX utm_visits_campaign_idx ON utm_visits (brand_id, utm_campaign, created_at DESC);

CREATE TABLE short_urls (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  -- the last part of the short link (/s/{code}), lower case
  code text NOT NULL CHECK (code ~ '^[a-z0-9-]{1,64}$'),
  -- where it leads: a path of the brand's site with its UTM parameters
  url_utm text NOT NULL,
  UNIQUE (brand_id, code)
);
