CREATE TABLE `history_import_chats` (
	`sync_type` text NOT NULL,
	`contact` text NOT NULL,
	PRIMARY KEY(`sync_type`, `contact`)
);
--> statement-breakpoint
CREATE TABLE `history_imports` (
	`sync_type` text PRIMARY KEY NOT NULL,
	`messages` integer NOT NULL,
	`skipped` integer NOT NULL,
	`oldest` integer
);
--> statement-breakpoint
CREATE TABLE `resends` (
	`record_id` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`due_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `health_waits` (
	`contact` text PRIMARY KEY NOT NULL,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `records` ADD `undelivered_at` integer;--> statement-breakpoint
ALTER TABLE `records` ADD `undelivered_reason` text;--> statement-breakpoint
ALTER TABLE `records` ADD `resent_at` integer;--> statement-breakpoint
ALTER TABLE `records` ADD `history` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `records_watched` ON `records` (`updated_at`) WHERE status = 'SENT' AND undelivered_at IS NULL;