ALTER TABLE `messages` ADD `member_id` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `rule_id` text;