CREATE TABLE `assistant_calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact` text NOT NULL,
	`at` integer NOT NULL,
	`outcome` text NOT NULL,
	`prompt_tokens` integer NOT NULL,
	`completion_tokens` integer NOT NULL,
	`ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `assistant_calls_at` ON `assistant_calls` (`at`);--> statement-breakpoint
CREATE TABLE `assistant_config` (
	`k` text PRIMARY KEY NOT NULL,
	`v` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `assistant_threads` (
	`contact` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`answers` integer NOT NULL,
	`turns` integer NOT NULL,
	`handed_over_at` integer,
	`last_answer` text
);
--> statement-breakpoint
CREATE TABLE `assistant_turns` (
	`contact` text PRIMARY KEY NOT NULL,
	`due_at` integer NOT NULL,
	`version` integer NOT NULL,
	`attempts` integer NOT NULL,
	`push_name` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `assistant_turns_due` ON `assistant_turns` (`due_at`);