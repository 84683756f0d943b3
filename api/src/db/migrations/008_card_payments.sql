-- Card payments (spec 000 sections 4 and 7: the card provider's checkout, POST /pedido/verificationordersend).
--
-- order_payments is the server's own record of an order's online payment: the provider's preference
-- (checkout) and what the provider last said about it. Only answers read from the provider change it,
-- never the query string the browser comes back with.

CREATE TABLE order_payments (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  -- 'sandbox' (served by this API) or 'mercadopago'
  provider text NOT NULL,
  preference_id text NOT NULL UNIQUE,
  checkout_url text NOT NULL,
  -- what the card is charged (the order total minus any points used)
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'ARS',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  provider_payment_id text,
  status_detail text,
  payment_type text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Points won with an order, once its payment is approved (spec 001: account.winPoints, pointsPercentage).
ALTER TABLE orders ADD COLUMN win_points integer;
ALTER TABLE orders ADD COLUMN points_percentage numeric(5, 2);

-- A ledger row written because of an order names it and says why ('cashback', and later the points
-- paid and given back); one row per order and reason, so a payment verified twice, or by two
-- requests at once, credits once.
ALTER TABLE points_ledger ADD COLUMN order_id text REFERENCES orders (id);
ALTER TABLE points_ledger ADD COLUMN entry text;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_entry_needs_order CHECK ((order_id IS NULL) = (entry IS NULL));
CREATE UNIQUE INDEX points_ledger_order_entry_idx ON points_ledger (order_id, entry) WHERE order_id IS NOT NULL;

-- The card provider sandbox's own books: what Mercado Pago would hold. The sandbox provider reads
-- and writes only these; the order side reads them only through the PaymentProvider interface.
CREATE TABLE sandbox_preferences (
  id text PRIMARY KEY,
  merchant_order_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 24000000001) UNIQUE,
  -- X-Idempotency-Key: the same key answers the same preference
  idempotency_key text NOT NULL UNIQUE,
  external_reference text NOT NULL,
  title text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  payer_email text,
  back_urls jsonb NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE sandbox_payments (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1320000001) PRIMARY KEY,
  preference_id text NOT NULL REFERENCES sandbox_preferences (id),
  external_reference text NOT NULL,
  -- a pending cash voucher that expires becomes 'cancelled', as at Mercado Pago
  status text NOT NULL CHECK (status IN ('approved', 'rejected', 'pending', 'cancelled')),
  status_detail text NOT NULL,
  transaction_amount numeric(14, 2) NOT NULL,
  currency_id text NOT NULL,
  payment_type_id text NOT NULL,
  payment_method_id text NOT NULL,
  date_created timestamptz NOT NULL,
  date_approved timestamptz,
  date_last_updated timestamptz NOT NULL
);

CREATE INDEX sandbox_payments_reference_idx ON sandbox_payments (external_reference);
CREATE INDEX sandbox_payments_preference_idx ON sandbox_payments (preference_id);
