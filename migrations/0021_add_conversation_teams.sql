ALTER TABLE `conversations` ADD `team_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `queued_at` integer;--> statement-breakpoint
CREATE INDEX `conversations_queue` ON `conversations` (`workspace_id`,`queued_at`,`id`);