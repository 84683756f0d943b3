-- Points (an append-only ledger) and support messages (spec 001 sections 3 and 7).

-- Every movement of a customer's points is one row that is never changed nor deleted: a credit that
-- is confirmed or cancelled later is a new row. The balance is the sum of the rows that are neither
-- pending nor cancelled.
CREATE TABLE points_ledger (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id),
  user_id text NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('Compra', 'cancelado')),
  reason text NOT NULL CHECK (reason IN ('cashback', 'cashback_pending', 'purchase')),
  status text CHECK (status IN ('pending', 'cancelled')),
  -- signed: a credit is positive, a purchase paid with points negative
  points integer NOT NULL,
  original_amount numeric(12, 2),
  reward_percentage numeric(5, 2) CHECK (reward_percentage BETWEEN 0 AND 100),
  branch_id text REFERENCES branches (id),
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX points_ledger_user_idx ON points_ledger (user_id, created_at DESC);

CREATE FUNCTION points_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER points_ledger_no_update_delete
  BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();

-- TRUNCATE skips row triggers: refuse it too.
CREATE TRIGGER points_ledger_no_truncate
  BEFORE TRUNCATE ON points_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION points_ledger_append_only();

CREATE TABLE support_messages (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX support_messages_brand_idx ON support_messages (brand_id, created_at DESC);
