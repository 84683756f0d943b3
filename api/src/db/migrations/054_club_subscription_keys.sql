-- Issue 14: club subscriptions that cannot be lost or doubled, card tokens, and the provider's
-- subscription notifications.
--
-- Until now a club subscription's id was the provider's preapproval id, so the provider was called
-- (with a random key) before anything was written: a crash or a timeout between the two could bill a
-- customer with no membership. From now on our pending record is written first, with an id of our
-- own and the external_reference derived from it ('club-<id>'), which is also the provider's
-- idempotency key; the provider's id is stored once the provider has answered, and a retry finds the
-- record, asks the provider for that external_reference and adopts what it finds.

-- The provider's subscription (preapproval) id; null while the provider has not answered. Rows written
-- before this migration used it as their own id.
ALTER TABLE club_subscriptions ADD COLUMN provider_subscription_id text UNIQUE;
UPDATE club_subscriptions SET provider_subscription_id = id;
ALTER TABLE club_subscriptions ALTER COLUMN init_point DROP NOT NULL;
-- When a request last started creating it at the provider: another request leaves it alone until the
-- call has ended (null) or is older than the creation lease (a crashed process).
ALTER TABLE club_subscriptions ADD COLUMN creating_since timestamptz;
-- paused: the provider stopped charging after failed renewals; the membership is off until it is
-- authorised again.
ALTER TABLE club_subscriptions ADD COLUMN paused_at timestamptz;
ALTER TABLE club_subscriptions DROP CONSTRAINT club_subscriptions_status_check;
ALTER TABLE club_subscriptions ADD CONSTRAINT club_subscriptions_status_check
  CHECK (status IN ('pending', 'authorized', 'paused', 'cancelled'));
-- A live subscription has been created at the provider unless it is pending.
ALTER TABLE club_subscriptions ADD CONSTRAINT club_subscriptions_provider_id_check
  CHECK (status IN ('pending', 'cancelled') OR provider_subscription_id IS NOT NULL);

-- One live subscription (pending, authorized or paused) per customer: two racing sign-ups write one
-- row, and the loser is refused before it calls the provider.
DROP INDEX club_subscriptions_live_idx;
CREATE UNIQUE INDEX club_subscriptions_live_idx ON club_subscriptions (brand_id, user_id)
  WHERE status IN ('pending', 'authorized', 'paused');

-- The subscription sandbox's books, as Mercado Pago holds them.
-- The card a preapproval was made with (from a card token): never the number or the security code.
ALTER TABLE sandbox_preapprovals ADD COLUMN card_token_id text;
ALTER TABLE sandbox_preapprovals ADD COLUMN card_first_six_digits text;
ALTER TABLE sandbox_preapprovals ADD COLUMN card_last_four_digits text;
ALTER TABLE sandbox_preapprovals ADD COLUMN cardholder_name text;
ALTER TABLE sandbox_preapprovals ADD COLUMN payment_method_id text;
-- renewals refused in a row: the third pauses the preapproval; an approved one starts the count again
ALTER TABLE sandbox_preapprovals ADD COLUMN failed_charges integer NOT NULL DEFAULT 0;

-- The sandbox's card tokens (Mercado Pago's POST /v1/card_tokens): single use, 7 days. Only what
-- Mercado Pago's token answer shows is kept: never the card number nor its security code.
CREATE TABLE sandbox_card_tokens (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  public_key text NOT NULL,
  first_six_digits text NOT NULL CHECK (first_six_digits ~ '^[0-9]{6}$'),
  last_four_digits text NOT NULL CHECK (last_four_digits ~ '^[0-9]{4}$'),
  card_number_length integer NOT NULL,
  security_code_length integer NOT NULL,
  cardholder_name text NOT NULL,
  expiration_month integer NOT NULL CHECK (expiration_month BETWEEN 1 AND 12),
  expiration_year integer NOT NULL,
  identification_type text NOT NULL,
  identification_number text NOT NULL,
  date_created timestamptz NOT NULL,
  date_due timestamptz NOT NULL,
  used_at timestamptz
);

-- The sandbox's invoices of its preapprovals (Mercado Pago's authorized_payments): one per renewal
-- charged by the operator's POST /api/mp-sandbox/subscriptions/:id/charge.
CREATE SEQUENCE sandbox_subscription_payments_seq START WITH 1340000001;
CREATE TABLE sandbox_authorized_payments (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 6114000001) PRIMARY KEY,
  preapproval_id text NOT NULL REFERENCES sandbox_preapprovals (id),
  -- processed (charged), recycling (refused, to be retried), cancelled (refused, the preapproval paused)
  status text NOT NULL CHECK (status IN ('processed', 'recycling', 'cancelled')),
  -- the card payment the charge made
  payment_id bigint NOT NULL DEFAULT nextval('sandbox_subscription_payments_seq'),
  payment_status text NOT NULL CHECK (payment_status IN ('approved', 'rejected')),
  payment_status_detail text NOT NULL,
  transaction_amount numeric(14, 2) NOT NULL,
  currency_id text NOT NULL,
  retry_attempt integer NOT NULL,
  debit_date timestamptz NOT NULL,
  date_created timestamptz NOT NULL
);
CREATE INDEX sandbox_authorized_payments_preapproval_idx ON sandbox_authorized_payments (preapproval_id);
