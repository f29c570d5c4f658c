-- Issue 38's label report (`worker/reports/label-triggers.ts`; drizzle-kit declares no triggers): the
-- conversations' openings, first responses and resolutions counted per label they carry.
DROP TRIGGER IF EXISTS records_reported;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_reported;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_reported_reopen;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_reported_resolve;
--> statement-breakpoint
CREATE TRIGGER records_reported AFTER INSERT ON records WHEN NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'messages' AS m, COALESCE(CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END, '') AS s,
      COALESCE((CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END), 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'chatbot' AS m, COALESCE(NEW.rule_id, '') AS s,
      COALESCE('fired', 'unknown') AS d  WHERE NEW.source = 'CHATBOT') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'first_response' AS m, COALESCE(NEW.member_id, '') AS s,
      COALESCE((CASE WHEN MAX(0, NEW.created_at - w.opened_at) < 15000 THEN 0 WHEN MAX(0, NEW.created_at - w.opened_at) < 30000 THEN 1 WHEN MAX(0, NEW.created_at - w.opened_at) < 60000 THEN 2 WHEN MAX(0, NEW.created_at - w.opened_at) < 120000 THEN 3 WHEN MAX(0, NEW.created_at - w.opened_at) < 300000 THEN 4 WHEN MAX(0, NEW.created_at - w.opened_at) < 600000 THEN 5 WHEN MAX(0, NEW.created_at - w.opened_at) < 900000 THEN 6 WHEN MAX(0, NEW.created_at - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, NEW.created_at - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, NEW.created_at - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, NEW.created_at - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, NEW.created_at - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, NEW.created_at - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, NEW.created_at - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, NEW.created_at - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, NEW.created_at - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, NEW.created_at - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w WHERE NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'label_first_response' AS m, COALESCE(j.value, '') AS s,
      COALESCE((CASE WHEN MAX(0, NEW.created_at - w.opened_at) < 15000 THEN 0 WHEN MAX(0, NEW.created_at - w.opened_at) < 30000 THEN 1 WHEN MAX(0, NEW.created_at - w.opened_at) < 60000 THEN 2 WHEN MAX(0, NEW.created_at - w.opened_at) < 120000 THEN 3 WHEN MAX(0, NEW.created_at - w.opened_at) < 300000 THEN 4 WHEN MAX(0, NEW.created_at - w.opened_at) < 600000 THEN 5 WHEN MAX(0, NEW.created_at - w.opened_at) < 900000 THEN 6 WHEN MAX(0, NEW.created_at - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, NEW.created_at - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, NEW.created_at - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, NEW.created_at - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, NEW.created_at - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, NEW.created_at - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, NEW.created_at - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, NEW.created_at - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, NEW.created_at - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, NEW.created_at - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w JOIN conversations c ON c.contact = w.contact, json_each(c.label_ids) j WHERE NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      UPDATE report_waits SET answered = 1 WHERE NEW.source = 'DASHBOARD' AND contact = NEW.contact AND answered = 0;
    END;
--> statement-breakpoint
CREATE TRIGGER conversations_reported AFTER INSERT ON conversations WHEN NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('inbound', 'unknown') AS d  WHERE NEW.last_direction = 'INBOUND') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'label' AS m, COALESCE(j.value, '') AS s,
      COALESCE('opened', 'unknown') AS d FROM json_each(NEW.label_ids) j WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered, labels)
      VALUES (NEW.contact, NEW.last_message_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END, NEW.label_ids); END;
--> statement-breakpoint
CREATE TRIGGER conversations_reported_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE('', '') AS s,
      COALESCE('inbound', 'unknown') AS d  WHERE NEW.last_direction = 'INBOUND') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'label' AS m, COALESCE(j.value, '') AS s,
      COALESCE('opened', 'unknown') AS d FROM json_each(NEW.label_ids) j WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered, labels)
      VALUES (NEW.contact, NEW.last_message_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END, NEW.label_ids); END;
--> statement-breakpoint
CREATE TRIGGER conversations_reported_resolve AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'OPEN' AND NEW.status = 'RESOLVED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'conversations' AS m, COALESCE(NEW.assignee_id, '') AS s,
      COALESCE('resolved', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'resolution' AS m, COALESCE(NEW.assignee_id, '') AS s,
      COALESCE((CASE WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 15000 THEN 0 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 30000 THEN 1 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 60000 THEN 2 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 120000 THEN 3 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 300000 THEN 4 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 600000 THEN 5 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 900000 THEN 6 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w WHERE w.contact = NEW.contact) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'label' AS m, COALESCE(j.value, '') AS s,
      COALESCE('resolved', 'unknown') AS d FROM json_each(NEW.label_ids) j WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000 AS h, 'label_resolution' AS m, COALESCE(j.value, '') AS s,
      COALESCE((CASE WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 15000 THEN 0 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 30000 THEN 1 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 60000 THEN 2 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 120000 THEN 3 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 300000 THEN 4 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 600000 THEN 5 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 900000 THEN 6 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, COALESCE(NEW.resolved_at, NEW.updated_at) - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w, json_each(NEW.label_ids) j WHERE w.contact = NEW.contact) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM report_waits WHERE contact = NEW.contact;
    END;
--> statement-breakpoint
CREATE TRIGGER conversations_reported_labels AFTER UPDATE OF label_ids ON conversations
    WHEN NEW.status = 'OPEN' AND NEW.label_ids IS NOT OLD.label_ids BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'label' AS m, COALESCE(j.value, '') AS s,
      COALESCE('opened', 'unknown') AS d FROM json_each(NEW.label_ids) j LEFT JOIN report_waits w ON w.contact = NEW.contact WHERE NOT EXISTS (SELECT 1 FROM json_each(COALESCE(w.labels, OLD.label_ids)) k WHERE k.value = j.value)) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    UPDATE report_waits SET labels = (SELECT json_group_array(value) FROM
      (SELECT value FROM json_each(report_waits.labels) UNION SELECT value FROM json_each(NEW.label_ids)))
      WHERE contact = NEW.contact;
    END;
