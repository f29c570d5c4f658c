ALTER TABLE `api_keys` ADD `created_by` text;--> statement-breakpoint
CREATE INDEX `api_keys_creator` ON `api_keys` (`workspace_id`,`created_by`);