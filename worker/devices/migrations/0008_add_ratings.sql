CREATE TABLE `rating_queue` (
	`contact` text PRIMARY KEY NOT NULL,
	`asked_at` integer NOT NULL,
	`text` text NOT NULL,
	`content` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rating_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`kind` text NOT NULL,
	`language` text NOT NULL,
	`text` text,
	`answer_hours` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating_asked_at` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating_question_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating_member_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rated_at` integer;