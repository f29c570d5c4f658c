CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`webhook_id` text NOT NULL,
	`device_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event` text NOT NULL,
	`seq` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`request_body` text NOT NULL,
	`next_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`resend_of` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deliveries_webhook` ON `deliveries` (`webhook_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `delivery_attempts` (
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`started_at` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`status_code` integer,
	`error` text,
	`response_body` text,
	PRIMARY KEY(`delivery_id`, `attempt`)
);
--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`has_hmac_key` integer NOT NULL,
	`retry_attempts` integer NOT NULL,
	`retry_delay_seconds` integer NOT NULL,
	`retry_strategy` text NOT NULL,
	`enabled` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhooks_device` ON `webhooks` (`device_id`);