-- A visitor's device is opened by its secret, of which only the SHA-256 is kept. Devices from before have
-- none: the first login that brings a live session of the visitor gives the device its secret.
ALTER TABLE "visitor_devices" ADD COLUMN "secret_hash" text;
