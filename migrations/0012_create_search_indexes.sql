-- Search through indexes (issue 26): the text of messages and the names and numbers of contacts
-- in FTS5 tables with the trigram tokenizer, so any fragment of 3 characters or more is found
-- without a scan, whatever the case and accents. External-content tables: the text is stored once,
-- in the table it belongs to, and triggers keep the index in the same statement as each write.
-- (D1 refuses to export a database holding virtual tables: drop these, export, run this again.)
CREATE VIRTUAL TABLE `messages_fts` USING fts5(`content`, content='messages', tokenize='trigram case_sensitive 0 remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `messages_fts_insert` AFTER INSERT ON `messages` BEGIN
  INSERT INTO `messages_fts` (rowid, `content`) VALUES (new.rowid, new.`content`);
END;--> statement-breakpoint
CREATE TRIGGER `messages_fts_delete` AFTER DELETE ON `messages` BEGIN
  INSERT INTO `messages_fts` (`messages_fts`, rowid, `content`) VALUES ('delete', old.rowid, old.`content`);
END;--> statement-breakpoint
-- The mirror's upsert sets every column on each receipt: only a changed text is indexed again.
CREATE TRIGGER `messages_fts_update` AFTER UPDATE OF `content` ON `messages` WHEN old.`content` IS NOT new.`content` BEGIN
  INSERT INTO `messages_fts` (`messages_fts`, rowid, `content`) VALUES ('delete', old.rowid, old.`content`);
  INSERT INTO `messages_fts` (rowid, `content`) VALUES (new.rowid, new.`content`);
END;--> statement-breakpoint
INSERT INTO `messages_fts` (`messages_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE VIRTUAL TABLE `contacts_fts` USING fts5(`name`, `push_name`, `phone_number`, content='contacts', tokenize='trigram case_sensitive 0 remove_diacritics 1');--> statement-breakpoint
CREATE TRIGGER `contacts_fts_insert` AFTER INSERT ON `contacts` BEGIN
  INSERT INTO `contacts_fts` (rowid, `name`, `push_name`, `phone_number`) VALUES (new.rowid, new.`name`, new.`push_name`, new.`phone_number`);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_fts_delete` AFTER DELETE ON `contacts` BEGIN
  INSERT INTO `contacts_fts` (`contacts_fts`, rowid, `name`, `push_name`, `phone_number`) VALUES ('delete', old.rowid, old.`name`, old.`push_name`, old.`phone_number`);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_fts_update` AFTER UPDATE OF `name`, `push_name`, `phone_number` ON `contacts`
  WHEN old.`name` IS NOT new.`name` OR old.`push_name` IS NOT new.`push_name` OR old.`phone_number` IS NOT new.`phone_number` BEGIN
  INSERT INTO `contacts_fts` (`contacts_fts`, rowid, `name`, `push_name`, `phone_number`) VALUES ('delete', old.rowid, old.`name`, old.`push_name`, old.`phone_number`);
  INSERT INTO `contacts_fts` (rowid, `name`, `push_name`, `phone_number`) VALUES (new.rowid, new.`name`, new.`push_name`, new.`phone_number`);
END;--> statement-breakpoint
INSERT INTO `contacts_fts` (`contacts_fts`) VALUES ('rebuild');
