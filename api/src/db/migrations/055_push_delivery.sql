-- Issue 15, item 3: the API sends Web Push messages when an order changes state.

-- The VAPID key pair the API signs its pushes with (RFC 8292), when VAPID_PUBLIC_KEY and
-- VAPID_PRIVATE_KEY are not configured: generated once by the first process that needs it and kept, so
-- the browsers' subscriptions (made with the public key) stay valid across restarts. One row.
CREATE TABLE vapid_keys (
  id text PRIMARY KEY CHECK (id = 'default'),
  -- base64url, the uncompressed P-256 point (65 bytes) and the private scalar (32 bytes)
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The push service's address of each subscription, read from the subscription's JSON: a browser
-- (one endpoint) belongs to the last customer who subscribed on it. Rows written before this migration
-- carry an id of some other service and no endpoint: nothing can be sent to them.
ALTER TABLE push_subscriptions ADD COLUMN endpoint text;
CREATE INDEX push_subscriptions_endpoint_idx ON push_subscriptions (endpoint);

-- The pushes to send (a transactional outbox): written in the same transaction as the order's change,
-- sent after it is committed, so a rolled-back change sends nothing and a committed one is not lost
-- when the push service is slow or down (a process that stops before sending finds the row at start).
-- One per order and kind: a payment verified by both the customer and the provider's notification, or
-- a kitchen state set twice, notifies once.
CREATE TABLE push_outbox (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('preparing', 'ready', 'onTheWay', 'delivered', 'paid')),
  created_at timestamptz NOT NULL,
  -- when a process took it to send (at most once: a crash while sending loses that push, never doubles it)
  dispatched_at timestamptz,
  UNIQUE (order_id, kind)
);

CREATE INDEX push_outbox_pending_idx ON push_outbox (created_at) WHERE dispatched_at IS NULL;
