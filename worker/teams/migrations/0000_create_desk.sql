CREATE TABLE `agents` (
	`member_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`idle` integer NOT NULL,
	`last_active_at` integer NOT NULL,
	`open_count` integer NOT NULL,
	`status_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `desk_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`away_after_minutes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `routed` (
	`conversation_id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`contact_id` text NOT NULL,
	`team_id` text,
	`member_id` text,
	`queued_at` integer,
	`version` integer NOT NULL,
	`pushed` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `routed_queue` ON `routed` (`team_id`,`queued_at`,`conversation_id`) WHERE queued_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `routed_member` ON `routed` (`member_id`,`team_id`);--> statement-breakpoint
CREATE INDEX `routed_unpushed` ON `routed` (`device_id`) WHERE pushed = 0;--> statement-breakpoint
CREATE TABLE `team_devices` (
	`device_id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `team_devices_team` ON `team_devices` (`team_id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`team_id` text NOT NULL,
	`member_id` text NOT NULL,
	`cap` integer,
	`last_turn` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`team_id`, `member_id`)
);
--> statement-breakpoint
CREATE INDEX `team_members_member` ON `team_members` (`member_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`strategy` text NOT NULL,
	`cap` integer NOT NULL,
	`hand_back` integer NOT NULL,
	`turns` integer NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
