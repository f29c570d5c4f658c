CREATE TABLE `broadcasts` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`device_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`paused_reason` text,
	`message_type` text NOT NULL,
	`preview` text NOT NULL,
	`total` integer NOT NULL,
	`queued` integer NOT NULL,
	`in_flight` integer NOT NULL,
	`sent` integer NOT NULL,
	`delivered` integer NOT NULL,
	`read` integer NOT NULL,
	`failed` integer NOT NULL,
	`replied` integer NOT NULL,
	`skipped` integer NOT NULL,
	`cancelled` integer NOT NULL,
	`scheduled_at` integer,
	`started_at` integer,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `broadcasts_workspace_created` ON `broadcasts` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `broadcasts_device` ON `broadcasts` (`device_id`);