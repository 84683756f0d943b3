-- Issue 27: every rate limit, lockout and counter of the API lives here, so several API processes on one
-- database share them (a per-process counter let two processes allow twice the guesses, guests and
-- orders). One row per limit and key (a client address, an account, a customer): a fixed window that
-- starts at its first hit and ends at resets_at. A hit is one atomic upsert (lib/rate-limit.ts): a row
-- past its window is reused as a new window, so expired rows are harmless; they are deleted now and
-- then, a bounded batch at a time.
CREATE TABLE rate_limits (
  -- the counter's name ('guest', 'login', 'orders-per-user'…) and the key it counts
  name text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL CHECK (hits > 0),
  resets_at timestamptz NOT NULL,
  PRIMARY KEY (name, key)
);

CREATE INDEX rate_limits_resets_at_idx ON rate_limits (resets_at);
