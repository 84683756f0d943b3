-- Issue 12, item 9: points cannot be spent twice. Each customer's balance (the ledger rows that are
-- neither pending nor cancelled, as GET /points sums them) is kept in points_balances by a trigger on
-- every ledger insert. The ledger stays append-only: the balance row is the only thing updated. A debit
-- (negative points) that would leave the balance below 0 is refused, whoever writes it; the upsert
-- locks the balance row, so two debits at once are checked one after the other. Credits are never
-- refused, so a balance already below 0 (written before this migration) can still be paid back.
CREATE TABLE points_balances (
  brand_id text NOT NULL REFERENCES brands (id),
  user_id text NOT NULL REFERENCES users (id),
  balance integer NOT NULL,
  PRIMARY KEY (brand_id, user_id)
);

INSERT INTO points_balances (brand_id, user_id, balance)
SELECT brand_id, user_id, SUM(points) FROM points_ledger WHERE status IS NULL GROUP BY brand_id, user_id;

CREATE FUNCTION points_ledger_keep_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  after_insert integer;
BEGIN
  IF NEW.status IS NOT NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO points_balances AS b (brand_id, user_id, balance)
  VALUES (NEW.brand_id, NEW.user_id, NEW.points)
  ON CONFLICT (brand_id, user_id) DO UPDATE SET balance = b.balance + EXCLUDED.balance
  RETURNING balance INTO after_insert;
  IF NEW.points < 0 AND after_insert < 0 THEN
    RAISE EXCEPTION 'points_ledger: the movement % would leave % points for %', NEW.id, after_insert, NEW.user_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'points_balance_not_negative';
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER points_ledger_balance
  AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_keep_balance();
