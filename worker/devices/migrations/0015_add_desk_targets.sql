CREATE TABLE `desk_targets` (
	`conversation_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`team_id` text NOT NULL
);
