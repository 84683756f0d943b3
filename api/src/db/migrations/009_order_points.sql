-- Points paid with an order (spec 001: account.pointsToUse; spec 000 section 9). The debit itself is a
-- points_ledger row (entry 'points_debit') written in the order's transaction; a rejected card payment
-- gives the points back with another row ('points_refund').
ALTER TABLE orders ADD COLUMN points_used integer NOT NULL DEFAULT 0 CHECK (points_used >= 0);
