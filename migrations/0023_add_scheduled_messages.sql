ALTER TABLE `messages` ADD `scheduled_at` integer;--> statement-breakpoint
CREATE INDEX `messages_scheduled_page` ON `messages` (`workspace_id`,`created_at`,`id`) WHERE status = 'SCHEDULED';