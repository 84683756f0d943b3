-- Issue 11, item 12: the tables of each branch. A table order (type 'mesa') names one of them by its id
-- (the table QR's table_id, spec 001 section 4); its number or name is what the QR calls `table` and the
-- order's `mesa`. Ids are unique within a branch: 'mesa-7' is table 7 of whichever branch the QR is of.
CREATE TABLE branch_tables (
  branch_id text NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- as printed on the table: '7', 'Terraza 2'
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (branch_id, id),
  UNIQUE (branch_id, name)
);
