-- The user's settings (spec 001 'PUT /setting/{id}', payload not shown): language, translation on or
-- off, push notifications accepted, consent to translation metrics. Only what the user set is stored;
-- the API fills the defaults when answering.
ALTER TABLE users ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Push subscriptions (spec 001 'POST /user/notification/subscription with pushSubscriptonId and id').
-- A browser subscribes once per device; the same subscription sent again is the same row (the id is a
-- hash of the user and the subscription, which may be a long JSON text: too long for a unique index).
CREATE TABLE push_subscriptions (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  push_subscription_id text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
