-- Issue 12, item 9: an order whose card payment was rejected never becomes paid later. An approval
-- that arrives after the rejection (the buyer retried on the same checkout, a cash voucher paid after
-- it expired) is recorded here, one row per provider payment, and is money to give back: the order
-- stays RECHAZADO, no points are credited and none are taken again. Rows are only inserted.
CREATE TABLE payment_late_approvals (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- the provider's payment that was approved late
  provider_payment_id text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  -- the provider's date_approved, when it gave one
  approved_at timestamptz,
  -- when the server saw it (the webhook or a verification)
  recorded_at timestamptz NOT NULL,
  -- the money is to be refunded at the provider; nothing refunds it yet
  refund_required boolean NOT NULL DEFAULT true,
  PRIMARY KEY (order_id, provider_payment_id)
);
