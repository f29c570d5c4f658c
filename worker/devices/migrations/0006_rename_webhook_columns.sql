ALTER TABLE `webhooks` RENAME COLUMN "attempts" TO "retry_attempts";--> statement-breakpoint
ALTER TABLE `webhooks` RENAME COLUMN "delay_seconds" TO "retry_delay_seconds";--> statement-breakpoint
ALTER TABLE `webhooks` RENAME COLUMN "strategy" TO "retry_strategy";