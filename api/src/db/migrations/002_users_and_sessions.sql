-- Customers (registered and guests) of one brand, and their sessions.
-- A user belongs to one brand: the same e-mail may hold an account in each brand.

CREATE TABLE users (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  type_user text NOT NULL CHECK (type_user IN ('guest', 'registered')),
  name text,
  first_name text,
  last_name text,
  -- lowercase (login lowercases it, spec 001 section 5); guests have none
  email text CHECK (email = lower(email)),
  -- scrypt$N$r$p$salt$hash (features/auth/password.ts); null for guests and Google-only accounts
  password_hash text,
  phone_number text,
  gender text CHECK (gender IN ('Male', 'Female', 'Other')),
  -- { year, month, day }
  birth_date jsonb,
  price_category text NOT NULL DEFAULT 'default',
  discount_percentage double precision CHECK (discount_percentage BETWEEN 0 AND 100),
  cuit text,
  id_local text,
  customer_identification_system text,
  identification_number text,
  -- { active, cycle, startedAt, endedAt, nextPaymentAt }
  membership jsonb,
  -- b2b company data
  business_name text,
  company_name text,
  province text,
  city text,
  email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, email),
  CHECK (type_user = 'guest' OR email IS NOT NULL),
  CHECK (type_user = 'registered' OR password_hash IS NULL)
);

CREATE INDEX users_brand_id_idx ON users (brand_id);

-- The raw token is only ever in the customer's hands: a leaked table cannot be replayed.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);
