-- Issue 29 item 3: a rejected payment never keeps money. Every approval an order can no longer take
-- (it was rejected or cancelled first, or another payment already paid it) is refunded through the
-- payment provider; the refund is recorded on the row of that approval, which the order's detail
-- shows as 'Reembolsado'. A refund the provider did not take yet (unreachable) stays
-- refund_required and is tried again; the provider's idempotency key makes a retry one refund.
ALTER TABLE payment_late_approvals
  -- 'rejected': the order was rejected or cancelled first; 'already_paid': another payment paid it
  ADD COLUMN reason text NOT NULL DEFAULT 'rejected' CHECK (reason IN ('rejected', 'already_paid')),
  ADD COLUMN refund_id text,
  ADD COLUMN refunded_amount numeric(14, 2),
  ADD COLUMN refunded_at timestamptz,
  -- the provider's last refusal, for operators (cleared once refunded)
  ADD COLUMN refund_error text,
  ADD COLUMN refund_attempts integer NOT NULL DEFAULT 0;

CREATE INDEX payment_late_approvals_refund_idx ON payment_late_approvals (recorded_at)
  WHERE refund_required;

-- a rejected or cancelled order's preference is closed at the provider, so it cannot be paid
ALTER TABLE order_payments ADD COLUMN preference_closed_at timestamptz;

-- the sandbox's books: a closed preference takes no payment; a refunded payment reads 'refunded'
ALTER TABLE sandbox_preferences ADD COLUMN closed_at timestamptz;

ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check;
ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check
  CHECK (status IN ('approved', 'rejected', 'pending', 'cancelled', 'refunded'));

CREATE TABLE sandbox_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1900000001) PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES sandbox_payments (id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  -- X-Idempotency-Key: the same key answers the same refund
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('approved')),
  date_created timestamptz NOT NULL
);

CREATE INDEX sandbox_refunds_payment_idx ON sandbox_refunds (payment_id);
