-- Issue 29 item 4b: an Idempotency-Key names one request. The SHA-256 of the request's body (its JSON
-- with sorted keys) is kept with the key, so the key sent again with another body is refused (422)
-- instead of answering the first order. Orders and updates written before this have none and are
-- answered as before.
ALTER TABLE orders ADD COLUMN request_hash text;
ALTER TABLE order_updates ADD COLUMN request_hash text;
