-- Placed orders (spec 000 sections 3, 4, 7). Lines and totals are recomputed by the server from the menu
-- (never the client's prices) and kept as jsonb: they are shown, not queried.

CREATE TABLE orders (
  id text PRIMARY KEY,
  -- the number the customer and the branch read (idOrder)
  order_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text NOT NULL,
  branch_id text NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('mesa', 'takeaway', 'delivery', 'delivery_propio')),
  estado_de_orden text,
  order_status text NOT NULL DEFAULT 'PENDIENTE',
  payment_status text NOT NULL DEFAULT 'PENDIENTE',
  -- a method ('cash') or a list of up to two (points and card)
  metodo_de_pago jsonb NOT NULL,
  lines jsonb NOT NULL,
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  -- { subtotal, costoEnvio, descuentoEnvio, envio, total }
  totals jsonb NOT NULL,
  mesa text,
  mesa_id text,
  hora_retiro text,
  delivery_address_id text,
  comments text,
  active_order boolean NOT NULL DEFAULT true,
  valoracion smallint CHECK (valoracion BETWEEN 1 AND 5),
  experiencia text,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- a repeated submit (same key) never makes a second order, also when the submits race
  UNIQUE (user_id, idempotency_key)
);

CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_user_active_idx ON orders (user_id, created_at DESC) WHERE active_order;
