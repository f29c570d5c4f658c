CREATE TABLE `broadcast_counts` (
	`broadcast_id` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`in_flight` integer DEFAULT 0 NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	`delivered` integer DEFAULT 0 NOT NULL,
	`read` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`replied` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `broadcast_days` (
	`day` text PRIMARY KEY NOT NULL,
	`started` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `broadcast_failures` (
	`broadcast_id` text NOT NULL,
	`reason` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`broadcast_id`, `reason`)
);
--> statement-breakpoint
CREATE TABLE `broadcast_pace` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `broadcast_recipients` (
	`broadcast_id` text NOT NULL,
	`position` integer NOT NULL,
	`line` integer,
	`phone` text NOT NULL,
	`name` text,
	`vars` text NOT NULL,
	`status` text NOT NULL,
	`record_id` text,
	`message_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`sent_at` integer,
	`updated_at` integer NOT NULL,
	`record_status` text,
	`record_error` text,
	`replied` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`broadcast_id`, `position`)
);
--> statement-breakpoint
CREATE INDEX `broadcast_recipients_status` ON `broadcast_recipients` (`broadcast_id`,`status`,`position`);--> statement-breakpoint
CREATE INDEX `broadcast_recipients_in_flight` ON `broadcast_recipients` (`status`) WHERE status = 'IN_FLIGHT';--> statement-breakpoint
CREATE INDEX `broadcast_recipients_record` ON `broadcast_recipients` (`record_id`) WHERE record_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `broadcast_recipients_reply` ON `broadcast_recipients` (`phone`,`sent_at`) WHERE replied = 0 AND status IN ('IN_FLIGHT', 'SENT');--> statement-breakpoint
CREATE TABLE `broadcasts` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`paused_reason` text,
	`scheduled_at` integer,
	`started_at` integer,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`message` text NOT NULL,
	`audience` text NOT NULL,
	`country_code` text NOT NULL,
	`created_by` text,
	`last_sent_at` integer
);
--> statement-breakpoint
CREATE TABLE `chatbot_config` (
	`k` text PRIMARY KEY NOT NULL,
	`v` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chatbot_queue` (
	`id` text PRIMARY KEY NOT NULL,
	`contact` text NOT NULL,
	`rule_id` text NOT NULL,
	`text` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chatbot_queue_next` ON `chatbot_queue` (`next_at`);--> statement-breakpoint
CREATE TABLE `chatbot_replies` (
	`contact` text NOT NULL,
	`text` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chatbot_replies_contact` ON `chatbot_replies` (`contact`,`at`);--> statement-breakpoint
CREATE TABLE `events` (
	`seq` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`at` integer NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_id_unique` ON `events` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_key_unique` ON `events` (`key`);--> statement-breakpoint
CREATE TABLE `report_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `report_keys_n` ON `report_keys` (`n`);--> statement-breakpoint
CREATE TABLE `conversation_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`contact` text NOT NULL,
	`member_id` text,
	`text` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `conversation_notes_contact` ON `conversation_notes` (`contact`,`created_at`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`contact` text PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`contact_id` text NOT NULL,
	`status` text NOT NULL,
	`assignee` text,
	`unread` integer NOT NULL,
	`messages` integer NOT NULL,
	`last_at` integer NOT NULL,
	`last_text` text NOT NULL,
	`last_direction` text NOT NULL,
	`last_source` text NOT NULL,
	`handed_over` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`resolved_at` integer,
	`last_type` text,
	`last_member` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_id_unique` ON `conversations` (`id`);--> statement-breakpoint
CREATE TABLE `auth_keys` (
	`type` text NOT NULL,
	`id` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`type`, `id`)
);
--> statement-breakpoint
CREATE TABLE `state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `poll_votes` (
	`poll_message_id` text NOT NULL,
	`voter` text NOT NULL,
	`selected` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`poll_message_id`, `voter`)
);
--> statement-breakpoint
CREATE TABLE `polls` (
	`message_id` text PRIMARY KEY NOT NULL,
	`record_id` text NOT NULL,
	`secret` text NOT NULL,
	`options` text NOT NULL,
	`multiple` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `polls_record` ON `polls` (`record_id`);--> statement-breakpoint
CREATE TABLE `records` (
	`id` text PRIMARY KEY NOT NULL,
	`contact_id` text NOT NULL,
	`broadcast_id` text,
	`direction` text NOT NULL,
	`status` text NOT NULL,
	`content` text NOT NULL,
	`media_url` text,
	`message_id` text,
	`source` text NOT NULL,
	`template_id` text,
	`reply_to_id` text,
	`error` text,
	`member_id` text,
	`rule_id` text,
	`edited_at` integer,
	`deleted_at` integer,
	`type` text,
	`sender` text,
	`detail` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`contact` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `records_pending` ON `records` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `records_pending_message` ON `records` (`message_id`) WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX `records_created` ON `records` (`created_at`);--> statement-breakpoint
CREATE INDEX `records_message` ON `records` (`message_id`);--> statement-breakpoint
CREATE INDEX `records_contact_page` ON `records` (`contact`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`remote_jid` text NOT NULL,
	`from_me` integer NOT NULL,
	`participant` text,
	`raw` text NOT NULL,
	`ts` integer NOT NULL,
	`seq` integer NOT NULL,
	`record_id` text,
	`phone_number` text
);
--> statement-breakpoint
CREATE INDEX `messages_seq` ON `messages` (`seq`);--> statement-breakpoint
CREATE TABLE `report_hours` (
	`key` text PRIMARY KEY NOT NULL,
	`hour` integer NOT NULL,
	`metric` text NOT NULL,
	`subject` text NOT NULL,
	`dim` text NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `report_hours_hour` ON `report_hours` (`hour`);--> statement-breakpoint
CREATE TABLE `report_waits` (
	`contact` text PRIMARY KEY NOT NULL,
	`opened_at` integer NOT NULL,
	`answered` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `d1_mirror` (
	`owner` text NOT NULL,
	`key` text NOT NULL,
	`payload` text,
	`seq` integer NOT NULL,
	PRIMARY KEY(`owner`, `key`)
);
--> statement-breakpoint
CREATE INDEX `d1_mirror_seq` ON `d1_mirror` (`seq`);--> statement-breakpoint
CREATE TABLE `attempts` (
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
CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`webhook_id` text NOT NULL,
	`event_seq` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer,
	`inflight_until` integer,
	`last_status_code` integer,
	`last_error` text,
	`resend_of` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deliveries_due_order` ON `deliveries` (`status`,`next_at`,`event_seq`);--> statement-breakpoint
CREATE INDEX `deliveries_webhook` ON `deliveries` (`webhook_id`,`status`,`next_at`);--> statement-breakpoint
CREATE INDEX `deliveries_inflight` ON `deliveries` (`inflight_until`) WHERE inflight_until IS NOT NULL;--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`hmac_key` text,
	`attempts` integer NOT NULL,
	`delay_seconds` integer NOT NULL,
	`strategy` text NOT NULL,
	`enabled` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`concurrency` integer,
	`from_seq` integer
);
--> statement-breakpoint
CREATE TABLE `webhook_hours` (
	`webhook_id` text NOT NULL,
	`hour` integer NOT NULL,
	`attempts` integer NOT NULL,
	`failures` integer NOT NULL,
	PRIMARY KEY(`webhook_id`, `hour`)
);
--> statement-breakpoint
CREATE TABLE `webhook_last` (
	`webhook_id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`ok` integer NOT NULL,
	`status_code` integer,
	`error` text
);
