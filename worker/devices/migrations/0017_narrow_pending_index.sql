DROP INDEX `records_pending_message`;--> statement-breakpoint
DROP INDEX `records_pending`;--> statement-breakpoint
CREATE INDEX `records_pending` ON `records` (`created_at`) WHERE status = 'PENDING';