ALTER TABLE `conversations` RENAME COLUMN "assignee" TO "assignee_id";--> statement-breakpoint
ALTER TABLE `conversations` RENAME COLUMN "unread" TO "unread_count";--> statement-breakpoint
ALTER TABLE `conversations` RENAME COLUMN "messages" TO "message_count";--> statement-breakpoint
ALTER TABLE `conversations` RENAME COLUMN "last_at" TO "last_message_at";--> statement-breakpoint
ALTER TABLE `conversations` RENAME COLUMN "last_text" TO "last_message_text";--> statement-breakpoint
ALTER TABLE `conversations` RENAME COLUMN "last_member" TO "last_member_id";