ALTER TABLE `conversations` ADD `last_type` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `last_member_id` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `type` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `sender` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `detail` text;