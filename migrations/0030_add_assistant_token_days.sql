CREATE TABLE `assistant_token_days` (
	`workspace_id` text NOT NULL,
	`day` text NOT NULL,
	`tokens` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `day`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
