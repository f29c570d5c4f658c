CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`device_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`contact` text NOT NULL,
	`status` text NOT NULL,
	`assignee_id` text,
	`unread_count` integer NOT NULL,
	`message_count` integer NOT NULL,
	`last_message_at` integer NOT NULL,
	`last_message_text` text NOT NULL,
	`last_direction` text NOT NULL,
	`last_source` text NOT NULL,
	`handed_over` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversations_workspace_activity` ON `conversations` (`workspace_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_workspace_assignee` ON `conversations` (`workspace_id`,`assignee_id`);