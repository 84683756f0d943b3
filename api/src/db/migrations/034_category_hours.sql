-- The hours a menu category is served (spec 000 'Hourly menu: GET /menu/hourly/{storeId}; GET
-- /menu/hourlyRandom/{storeId}', answer not shown): a list of { open, close } slots of the day, read
-- like the branch schedule's (a close not after its open crosses midnight). NULL: whenever the branch
-- is open.
ALTER TABLE menu_categories ADD COLUMN hours jsonb;
