-- Sign-up, e-mail verification, password recovery and the mail outbox.

-- No mail server yet: every mail is written here (GET /api/dev/outbox reads it in development).
CREATE TABLE mails (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('verification', 'reset')),
  created_at timestamptz NOT NULL,
  -- insertion order: mails written in the same millisecond still list newest first
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);

CREATE INDEX mails_to_email_idx ON mails (to_email, created_at DESC, seq DESC);

-- 4-digit e-mail verification codes: only a salted hash is kept; a new code voids the previous ones.
CREATE TABLE verification_codes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- every check counts (a correct one too): at most 5 per code
  attempts integer NOT NULL DEFAULT 0,
  -- used, voided by a newer code or by too many wrong attempts
  voided_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX verification_codes_user_id_idx ON verification_codes (user_id);

-- Password recovery links: the raw token is only in the mail; single use.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

-- A DNI belongs to one account per brand ('El dni ya está en uso').
CREATE UNIQUE INDEX users_brand_identification_number_idx
  ON users (brand_id, identification_number)
  WHERE identification_number IS NOT NULL;
