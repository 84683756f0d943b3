-- Each brand numbers its own orders: the number the customer and the branch read (idOrder) is the
-- brand's #1, #2, … and no longer one count for every brand on the platform (a customer of one brand
-- read numbers that counted another brand's orders). `order_number` stays the platform's order of
-- insertion (ties of created_at); `brand_number` is what idOrder shows.
--
-- The counter is one row per brand, taken by the insert's own transaction, so two processes never
-- give one number twice. An insert that ends in a conflict (an idempotent retry, the demo seed
-- written again) has used its number, as an identity column's sequence does: numbers may have gaps.

CREATE TABLE brand_order_numbers (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  last_number bigint NOT NULL
);

ALTER TABLE orders ADD COLUMN brand_number bigint;

UPDATE orders o
SET brand_number = numbered.n
FROM (SELECT id, row_number() OVER (PARTITION BY brand_id ORDER BY order_number) AS n FROM orders) numbered
WHERE numbered.id = o.id;

INSERT INTO brand_order_numbers (brand_id, last_number)
SELECT brand_id, max(brand_number) FROM orders GROUP BY brand_id;

CREATE FUNCTION orders_take_brand_number() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO brand_order_numbers AS counter (brand_id, last_number)
  VALUES (NEW.brand_id, 1)
  ON CONFLICT (brand_id) DO UPDATE SET last_number = counter.last_number + 1
  RETURNING last_number INTO NEW.brand_number;
  RETURN NEW;
END;
$$;

CREATE TRIGGER orders_brand_number
  BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_take_brand_number();

ALTER TABLE orders ALTER COLUMN brand_number SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_brand_number_key UNIQUE (brand_id, brand_number);
