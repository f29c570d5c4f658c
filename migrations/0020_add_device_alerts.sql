CREATE TABLE `alert_settings` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`phone_number` text,
	`email` text,
	`after_minutes` integer NOT NULL,
	`lang` text NOT NULL,
	`time_zone` text NOT NULL,
	`base_url` text NOT NULL,
	`smtp_host` text,
	`smtp_port` integer,
	`smtp_security` text,
	`smtp_user` text,
	`smtp_password` text,
	`smtp_from` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `device_alerts` (
	`device_id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`kind` text NOT NULL,
	`since` integer NOT NULL,
	`raised_at` integer NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `device_alerts_workspace` ON `device_alerts` (`workspace_id`);--> statement-breakpoint
CREATE TABLE `relink_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `relink_links_device` ON `relink_links` (`device_id`);--> statement-breakpoint
CREATE TABLE `relink_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`csrf_token` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
