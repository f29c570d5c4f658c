CREATE TABLE `contact_labels` (
	`label_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`contact_created_at` integer NOT NULL,
	PRIMARY KEY(`label_id`, `contact_id`),
	FOREIGN KEY (`label_id`) REFERENCES `labels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_labels_page` ON `contact_labels` (`label_id`,`contact_created_at`,`contact_id`);--> statement-breakpoint
CREATE INDEX `contact_labels_contact` ON `contact_labels` (`contact_id`);--> statement-breakpoint
CREATE TABLE `conversation_labels` (
	`label_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`last_message_at` integer NOT NULL,
	PRIMARY KEY(`label_id`, `conversation_id`),
	FOREIGN KEY (`label_id`) REFERENCES `labels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_labels_page` ON `conversation_labels` (`label_id`,`last_message_at`,`conversation_id`);--> statement-breakpoint
CREATE INDEX `conversation_labels_conversation` ON `conversation_labels` (`conversation_id`);--> statement-breakpoint
CREATE TABLE `labels` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `labels_workspace_name` ON `labels` (`workspace_id`,`name`);--> statement-breakpoint
ALTER TABLE `conversations` ADD `label_ids` text DEFAULT '[]' NOT NULL;