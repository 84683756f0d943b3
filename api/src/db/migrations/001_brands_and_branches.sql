-- Brands (marcas) and their branches (sucursales / locales).
-- Nested, display-only structures are jsonb; everything the API filters or joins on is a column.

CREATE TABLE brands (
  id text PRIMARY KEY,
  domain text NOT NULL UNIQUE CHECK (domain = lower(domain)),
  app_name text NOT NULL,
  business_type text NOT NULL CHECK (business_type IN ('b2c', 'b2b')),
  multiple_menu boolean NOT NULL DEFAULT false,
  header_logo text NOT NULL,
  app_background text,
  default_discount double precision NOT NULL DEFAULT 10 CHECK (default_discount BETWEEN 0 AND 100),
  allow_guest boolean NOT NULL DEFAULT false,
  privacy_policy text NOT NULL DEFAULT '',
  terms_and_conditions text NOT NULL DEFAULT '',
  -- [{ name, value }]
  colors jsonb NOT NULL DEFAULT '[]',
  -- { porcentajeMarca, porcentajeUsuario, minimoGratis, minimoCompra, deliveryRange (km) }
  delivery_condiciones jsonb NOT NULL DEFAULT '{}',
  -- { enabled, generalDiscountPct, plans: { monthly, annual } }
  club_members jsonb NOT NULL DEFAULT '{"enabled": false}',
  -- a b2b brand never admits guests
  CHECK (business_type = 'b2c' OR NOT allow_guest)
);

CREATE TABLE branches (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  whatsapp text,
  image text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  percentage_points double precision NOT NULL DEFAULT 10 CHECK (percentage_points BETWEEN 0 AND 100),
  -- { domingo … sabado: [{ open, close }] or { open, close } }, in America/Argentina/Buenos_Aires
  schedule jsonb NOT NULL DEFAULT '{}',
  -- { tableSystem, takeawaySystem, deliverySystem, deliveryPropio: { activo, payment, name } }
  system_options jsonb NOT NULL DEFAULT '{}',
  -- { cash, points, mercadoPago: { enabled }, transfer: { enabled, name, settings } }
  payment_methods jsonb NOT NULL DEFAULT '{}',
  -- the order of the list when the customer gave no position
  position integer NOT NULL DEFAULT 0,
  UNIQUE (brand_id, store_id)
);

CREATE INDEX branches_brand_id_idx ON branches (brand_id, position);
