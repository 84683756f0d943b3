-- The menu (categories, subcategories, products and their option groups) and marketing (banners, stories).
-- store_id NULL means "every branch of the brand": a brand without multipleMenu has one menu.

CREATE TABLE menu_categories (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'category' CHECK (type IN ('category', 'preferences')),
  image text,
  position integer NOT NULL DEFAULT 0,
  -- the 'adicional' category: its products are reached only as upsell, never listed
  hidden boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false
);

CREATE INDEX menu_categories_brand_idx ON menu_categories (brand_id, position);

CREATE TABLE menu_subcategories (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  image text,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text,
  sku text NOT NULL,
  name text NOT NULL,
  description text,
  image text,
  -- a number, { tableSystem, takeawaySystem, deliverySystem } or b2b tiers { default, mayorista, … }
  price jsonb NOT NULL,
  -- dietary and allergen tags (spec 000 section 3 list)
  ref jsonb NOT NULL DEFAULT '[]',
  alergenos jsonb NOT NULL DEFAULT '[]',
  -- ids of menu_categories offered as upsell with this product
  complementary_categories jsonb NOT NULL DEFAULT '[]',
  featured boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (brand_id, sku)
);

-- A product sits in one or more categories (its menu category, preference tags), optionally in a subcategory.
CREATE TABLE product_categories (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES menu_categories (id) ON DELETE CASCADE,
  subcategory_id text REFERENCES menu_subcategories (id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, category_id)
);

CREATE INDEX product_categories_category_idx ON product_categories (category_id, position);

-- Customisation groups (the option's category {id, name, minQty, maxQty}) and their options (children).
CREATE TABLE option_groups (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  min_qty integer NOT NULL DEFAULT 0 CHECK (min_qty >= 0),
  max_qty integer NOT NULL DEFAULT 1 CHECK (max_qty >= 1),
  position integer NOT NULL DEFAULT 0,
  CHECK (min_qty <= max_qty)
);

CREATE INDEX option_groups_product_idx ON option_groups (product_id, position);

CREATE TABLE options (
  id text PRIMARY KEY,
  group_id text NOT NULL REFERENCES option_groups (id) ON DELETE CASCADE,
  sku text NOT NULL,
  name text NOT NULL,
  price double precision NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  -- the step of each add and removal
  min_limit integer NOT NULL DEFAULT 1 CHECK (min_limit >= 1),
  quantity integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);

CREATE INDEX options_group_idx ON options (group_id, position);

CREATE TABLE banners (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text,
  name text NOT NULL,
  image text NOT NULL,
  public_destinated text NOT NULL DEFAULT 'all',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE stories (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  store_id text,
  name text NOT NULL,
  image text NOT NULL,
  name_button text,
  link_button text,
  public_destinated text NOT NULL DEFAULT 'all',
  position integer NOT NULL DEFAULT 0
);
