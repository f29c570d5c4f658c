CREATE TABLE `scheduled_sends` (
	`record_id` text PRIMARY KEY NOT NULL,
	`send_at` integer NOT NULL,
	`input` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `scheduled_sends_due` ON `scheduled_sends` (`send_at`);--> statement-breakpoint
ALTER TABLE `records` ADD `scheduled_at` integer;