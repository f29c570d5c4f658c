ALTER TABLE `conversations` ADD `rating_asked_at` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating_question_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating_member_id` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rating` integer;--> statement-breakpoint
ALTER TABLE `conversations` ADD `rated_at` integer;