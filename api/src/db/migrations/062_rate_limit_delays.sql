-- Issue 29 item 2: lockouts that cannot lock the owner out (ADR 032). A guessed secret (a password, a
-- registration code) is slowed per account rather than locked: a row of rate_limits counts the
-- account's failures and, in not_before, the time before which the next attempt is refused (a delay
-- that doubles up to a cap). An attempt is counted before its secret is checked and given back when it
-- was right, so hits may now come back to 0.
ALTER TABLE rate_limits ADD COLUMN not_before timestamptz;
ALTER TABLE rate_limits DROP CONSTRAINT rate_limits_hits_check;
ALTER TABLE rate_limits ADD CONSTRAINT rate_limits_hits_check CHECK (hits >= 0);
