CREATE TABLE `alert_config` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `alert_incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`started_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`raised_at` integer,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `alert_incidents_open` ON `alert_incidents` (`ended_at`,`due_at`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`incident_id` integer NOT NULL,
	`channel` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer,
	`detail` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `alerts_pending` ON `alerts` (`status`,`next_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_incident_channel` ON `alerts` (`incident_id`,`channel`);