-- Products added to an open table order (spec 000 section 4: an unpaid table order is updated with
-- orderChangeState 'update'). One row per applied update, keyed like order creation by the customer's
-- Idempotency-Key, so a repeated or racing submit of the same update adds its products once.
CREATE TABLE order_updates (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- what the update added: the lines as priced by the server, and their subtotal
  lines jsonb NOT NULL,
  subtotal numeric(14, 2) NOT NULL CHECK (subtotal >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

CREATE INDEX order_updates_order_idx ON order_updates (order_id, created_at);
