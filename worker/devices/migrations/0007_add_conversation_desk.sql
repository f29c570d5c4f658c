ALTER TABLE `conversations` ADD `team_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `queued_at` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `desk_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `desk_sync` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `desk_route` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `conversations_desk_sync` ON `conversations` (`desk_sync`) WHERE desk_sync = 1;