ALTER TABLE `messages` ADD `undelivered_at` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `undelivered_reason` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `resent_at` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `history` integer DEFAULT 0 NOT NULL;