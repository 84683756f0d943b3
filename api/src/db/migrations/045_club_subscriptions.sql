-- Club subscriptions (spec 001 sections 3, 4 and 7: POST /club-members/mp/subscriptions and the calls
-- that read, validate and cancel one).
--
-- club_subscriptions is the server's own record of a customer's subscription to one of the brand's
-- club plans (clubMembers.plans.monthly / annual): the plan, price and Mercado Pago plan id as they
-- were when the customer subscribed, and what the provider last said about it. Only answers read
-- from the provider change its status, never the query string the browser comes back with.

CREATE TABLE club_subscriptions (
  -- the provider's subscription (preapproval) id: the subscriptionId of the API
  id text PRIMARY KEY,
  -- 'sandbox' (served by this API) or 'mercadopago'
  provider text NOT NULL CHECK (provider IN ('sandbox', 'mercadopago')),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('monthly', 'annual')),
  -- charged every cycle (1 month or 12 months)
  price numeric(14, 2) NOT NULL CHECK (price > 0),
  currency text NOT NULL DEFAULT 'ARS',
  interval_months integer NOT NULL CHECK (interval_months IN (1, 12)),
  mercado_pago_plan_id text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'authorized', 'cancelled')),
  -- what the provider is told (and hands back): ours, unique, so its record can be matched to this one
  external_reference text NOT NULL UNIQUE,
  init_point text NOT NULL,
  back_url text NOT NULL,
  payer_email text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  authorized_at timestamptz,
  cancelled_at timestamptz,
  next_payment_at timestamptz,
  verified_at timestamptz,
  CHECK ((status = 'authorized') <= (authorized_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

-- One live subscription (pending or authorized) per customer: two racing sign-ups make one.
CREATE UNIQUE INDEX club_subscriptions_live_idx ON club_subscriptions (brand_id, user_id)
  WHERE status IN ('pending', 'authorized');
CREATE INDEX club_subscriptions_user_idx ON club_subscriptions (user_id, created_at DESC);

-- The subscription sandbox's own books: what Mercado Pago would hold for each preapproval. The
-- sandbox provider reads and writes only this; the club side reads it only through the
-- SubscriptionProvider interface.
CREATE TABLE sandbox_preapprovals (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  -- the external_reference: the same one answers the same preapproval
  external_reference text NOT NULL UNIQUE,
  preapproval_plan_id text,
  reason text NOT NULL,
  payer_email text NOT NULL,
  back_url text NOT NULL,
  frequency integer NOT NULL CHECK (frequency > 0),
  frequency_type text NOT NULL CHECK (frequency_type IN ('days', 'months')),
  transaction_amount numeric(14, 2) NOT NULL CHECK (transaction_amount > 0),
  currency_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'authorized', 'paused', 'cancelled')),
  -- card payments refused on the checkout page (the preapproval stays pending)
  rejected_attempts integer NOT NULL DEFAULT 0,
  date_created timestamptz NOT NULL,
  last_modified timestamptz NOT NULL,
  next_payment_date timestamptz
);
