CREATE TABLE `assistant_providers` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`base_url` text,
	`model` text NOT NULL,
	`api_key` text,
	`transcription_model` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
