-- Saved delivery addresses of a customer (spec 000 section 3, spec 001 section 3).
-- The maps sandbox's places are a TypeScript data file (features/maps/gazetteer.ts), not a table.

CREATE TABLE addresses (
  id text PRIMARY KEY,
  -- saving order (created_at follows the app clock, which tests hold still)
  seq bigint GENERATED ALWAYS AS IDENTITY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delivery_address text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  etiqueta text NOT NULL,
  customer_name text NOT NULL,
  customer_phone text NOT NULL,
  delivery_instructions text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX addresses_user_idx ON addresses (brand_id, user_id, seq);
-- at most one default address per customer
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default;
