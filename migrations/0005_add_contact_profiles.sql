CREATE TABLE `contact_settings` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`stop_words` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `name` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `push_name` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `labels` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `custom_fields` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `opted_out_at` integer;--> statement-breakpoint
ALTER TABLE `contacts` ADD `opted_out_by` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `contacts_workspace_created` ON `contacts` (`workspace_id`,`created_at`);