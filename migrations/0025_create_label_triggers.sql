-- Labels (issue 38): the join tables the label filters page through are kept by triggers, in the
-- same statement as each write of a conversation's copy or a contact, so they never drift. Only
-- ids of labels that exist join (a label deleted while a device's copy still named it joins nothing).
CREATE TRIGGER `conversation_labels_insert` AFTER INSERT ON `conversations` WHEN new.`label_ids` != '[]' BEGIN
  INSERT OR IGNORE INTO `conversation_labels` (`label_id`, `conversation_id`, `workspace_id`, `last_message_at`)
    SELECT l.`id`, new.`id`, new.`workspace_id`, new.`last_message_at` FROM json_each(new.`label_ids`) AS j
    JOIN `labels` AS l ON l.`id` = j.`value` AND l.`workspace_id` = new.`workspace_id`;
END;--> statement-breakpoint
-- The mirror's upsert sets every column on each message: only a changed label set or activity is written again.
CREATE TRIGGER `conversation_labels_update` AFTER UPDATE OF `label_ids`, `last_message_at` ON `conversations`
  WHEN old.`label_ids` IS NOT new.`label_ids` OR (new.`label_ids` != '[]' AND old.`last_message_at` IS NOT new.`last_message_at`) BEGIN
  DELETE FROM `conversation_labels` WHERE `conversation_id` = old.`id`;
  INSERT OR IGNORE INTO `conversation_labels` (`label_id`, `conversation_id`, `workspace_id`, `last_message_at`)
    SELECT l.`id`, new.`id`, new.`workspace_id`, new.`last_message_at` FROM json_each(new.`label_ids`) AS j
    JOIN `labels` AS l ON l.`id` = j.`value` AND l.`workspace_id` = new.`workspace_id`;
END;--> statement-breakpoint
CREATE TRIGGER `conversation_labels_delete` AFTER DELETE ON `conversations` BEGIN
  DELETE FROM `conversation_labels` WHERE `conversation_id` = old.`id`;
END;--> statement-breakpoint
-- A contact's labels are names: a name no label of the workspace has yet makes the label (grey).
CREATE TRIGGER `contact_labels_insert` AFTER INSERT ON `contacts` WHEN new.`labels` != '[]' BEGIN
  INSERT OR IGNORE INTO `labels` (`id`, `workspace_id`, `name`, `color`, `created_at`, `updated_at`)
    SELECT 'lbl_' || substr(hex(randomblob(10)), 1, 20), new.`workspace_id`, j.`value`, 'grey',
      CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    FROM json_each(new.`labels`) AS j;
  INSERT OR IGNORE INTO `contact_labels` (`label_id`, `contact_id`, `workspace_id`, `contact_created_at`)
    SELECT l.`id`, new.`id`, new.`workspace_id`, new.`created_at` FROM json_each(new.`labels`) AS j
    JOIN `labels` AS l ON l.`workspace_id` = new.`workspace_id` AND l.`name` = j.`value`;
END;--> statement-breakpoint
CREATE TRIGGER `contact_labels_update` AFTER UPDATE OF `labels` ON `contacts` WHEN old.`labels` IS NOT new.`labels` BEGIN
  INSERT OR IGNORE INTO `labels` (`id`, `workspace_id`, `name`, `color`, `created_at`, `updated_at`)
    SELECT 'lbl_' || substr(hex(randomblob(10)), 1, 20), new.`workspace_id`, j.`value`, 'grey',
      CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
    FROM json_each(new.`labels`) AS j;
  DELETE FROM `contact_labels` WHERE `contact_id` = old.`id`;
  INSERT OR IGNORE INTO `contact_labels` (`label_id`, `contact_id`, `workspace_id`, `contact_created_at`)
    SELECT l.`id`, new.`id`, new.`workspace_id`, new.`created_at` FROM json_each(new.`labels`) AS j
    JOIN `labels` AS l ON l.`workspace_id` = new.`workspace_id` AND l.`name` = j.`value`;
END;--> statement-breakpoint
CREATE TRIGGER `contact_labels_delete` AFTER DELETE ON `contacts` BEGIN
  DELETE FROM `contact_labels` WHERE `contact_id` = old.`id`;
END;--> statement-breakpoint
-- The contacts' labels as they were (free names): each becomes a label, and its contacts are joined.
INSERT OR IGNORE INTO `labels` (`id`, `workspace_id`, `name`, `color`, `created_at`, `updated_at`)
  SELECT 'lbl_' || substr(hex(randomblob(10)), 1, 20), c.`workspace_id`, j.`value`, 'grey',
    CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  FROM `contacts` AS c, json_each(c.`labels`) AS j WHERE c.`labels` != '[]';--> statement-breakpoint
INSERT OR IGNORE INTO `contact_labels` (`label_id`, `contact_id`, `workspace_id`, `contact_created_at`)
  SELECT l.`id`, c.`id`, c.`workspace_id`, c.`created_at` FROM `contacts` AS c, json_each(c.`labels`) AS j
  JOIN `labels` AS l ON l.`workspace_id` = c.`workspace_id` AND l.`name` = j.`value` WHERE c.`labels` != '[]';
