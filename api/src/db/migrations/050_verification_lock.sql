-- Issue 11, item 10: the 4-digit verification code can no longer be guessed by asking for new codes.
-- Wrong guesses are counted per account across all its codes; the 10th locks the account's
-- verification for 30 minutes (features/auth/verification-guard.ts). The count starts again after a
-- lock or a right code.
ALTER TABLE users
  ADD COLUMN verification_failures integer NOT NULL DEFAULT 0 CHECK (verification_failures >= 0),
  ADD COLUMN verification_locked_until timestamptz;

-- Codes sent to an account in the last hour are counted from this table (at most 5 an hour).
CREATE INDEX verification_codes_user_created_idx ON verification_codes (user_id, created_at);
CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at);
