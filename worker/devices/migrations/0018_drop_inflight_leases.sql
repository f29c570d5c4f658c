DROP INDEX `deliveries_inflight`;--> statement-breakpoint
ALTER TABLE `deliveries` DROP COLUMN `inflight_until`;