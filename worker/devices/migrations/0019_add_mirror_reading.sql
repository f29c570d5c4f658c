CREATE TABLE `d1_mirror_reading` (
	`id` integer PRIMARY KEY NOT NULL,
	`upto` integer NOT NULL
);
