-- A version of everything the menu answers are built from (brands, branches and the menu tables).
-- Every statement that writes one of them bumps it, whoever runs it (the seed, a migration, psql), so an
-- API instance may keep built menus in memory and rebuild them when the version it reads has moved
-- (features/menu/menu-cache.ts). One row: any change invalidates every brand's menus, which is cheap
-- because menus change rarely.

CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);

INSERT INTO catalog_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_catalog_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER branches_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER menu_categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER menu_subcategories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER product_categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER option_groups_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER options_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
