-- Issue 27: banners and stories are kept in memory with the menus (features/menu/menu-cache.ts), so a
-- write to them moves the catalog version too (migration 010), whoever makes it.
CREATE TRIGGER banners_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER stories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
