-- The tracking calls of spec 000 section 7 (POST /activities/*): menu, product, banner and story
-- visits, cart activity and orders left without sending. One append-only row per call; what was
-- seen or carried is kept as jsonb, since it is only read for reports.
CREATE TABLE activities (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (
    kind IN ('menu_visit', 'product_visit', 'banner_view', 'story_view', 'cart_update', 'abandoned_order')
  ),
  brand_id text NOT NULL REFERENCES brands (id),
  store_id text NOT NULL,
  -- the session's user; NULL for a caller without a session (idUser 'guest')
  user_id text REFERENCES users (id),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX activities_brand_kind_idx ON activities (brand_id, kind, created_at DESC);
CREATE INDEX activities_user_idx ON activities (user_id, created_at DESC) WHERE user_id IS NOT NULL;
