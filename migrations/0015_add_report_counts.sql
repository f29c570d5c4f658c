CREATE TABLE `report_counts` (
	`workspace_id` text NOT NULL,
	`device_id` text NOT NULL,
	`hour` integer NOT NULL,
	`metric` text NOT NULL,
	`subject` text NOT NULL,
	`dim` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`device_id`, `hour`, `metric`, `subject`, `dim`)
);
--> statement-breakpoint
CREATE INDEX `report_counts_workspace` ON `report_counts` (`workspace_id`,`metric`,`hour`);