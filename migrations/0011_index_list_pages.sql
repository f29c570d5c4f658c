DROP INDEX `broadcasts_workspace_created`;--> statement-breakpoint
CREATE INDEX `broadcasts_workspace_page` ON `broadcasts` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `contacts_workspace_created`;--> statement-breakpoint
CREATE INDEX `contacts_workspace_page` ON `contacts` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `conversations_workspace_activity`;--> statement-breakpoint
DROP INDEX `conversations_workspace_assignee`;--> statement-breakpoint
CREATE INDEX `conversations_workspace_page` ON `conversations` (`workspace_id`,`last_message_at`,`id`);--> statement-breakpoint
CREATE INDEX `conversations_status_page` ON `conversations` (`workspace_id`,`status`,`last_message_at`,`id`);--> statement-breakpoint
CREATE INDEX `conversations_assignee_page` ON `conversations` (`workspace_id`,`assignee_id`,`last_message_at`,`id`);--> statement-breakpoint
CREATE INDEX `conversations_device_page` ON `conversations` (`device_id`,`last_message_at`,`id`);--> statement-breakpoint
CREATE INDEX `conversations_workspace_contact` ON `conversations` (`workspace_id`,`contact`);--> statement-breakpoint
CREATE INDEX `conversations_workspace_contact_id` ON `conversations` (`workspace_id`,`contact_id`,`device_id`);--> statement-breakpoint
DROP INDEX `messages_inbox`;--> statement-breakpoint
CREATE INDEX `messages_workspace_page` ON `messages` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `messages_device_page` ON `messages` (`device_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `request_log_workspace`;--> statement-breakpoint
CREATE INDEX `request_log_workspace_page` ON `request_log` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `request_log_key_page` ON `request_log` (`key_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `templates_workspace`;--> statement-breakpoint
CREATE INDEX `templates_workspace_page` ON `templates` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `deliveries_webhook`;--> statement-breakpoint
CREATE INDEX `deliveries_webhook_page` ON `deliveries` (`webhook_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `deliveries_status_page` ON `deliveries` (`webhook_id`,`status`,`created_at`,`id`);