CREATE TABLE `call_rejections` (
	`call_id` text PRIMARY KEY NOT NULL,
	`caller` text,
	`caller_jid` text NOT NULL,
	`message` text,
	`reject_pending` integer NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `call_rejections_next` ON `call_rejections` (`next_at`);--> statement-breakpoint
CREATE INDEX `call_rejections_created` ON `call_rejections` (`created_at`);--> statement-breakpoint
CREATE TABLE `call_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`reject_voice` integer NOT NULL,
	`reject_video` integer NOT NULL,
	`reject_group` integer NOT NULL,
	`reject_when` text NOT NULL,
	`message` text NOT NULL,
	`updated_at` integer NOT NULL
);
