ALTER TABLE `conversations` ADD `team_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `queued_at` integer;