-- The report counters' triggers (`worker/reports/report-triggers.ts`, `bumpSql`), made again: a
-- counter moved from NEW's own columns is one row of VALUES rather than a row selected from a
-- subquery (which SQLite runs as a co-routine of its own for every change it counts).
DROP TRIGGER IF EXISTS records_reported;
--> statement-breakpoint
CREATE TRIGGER records_reported AFTER INSERT ON records WHEN NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.created_at) / 3600000 * 3600000) || '|' || 'messages' || '|' || (COALESCE(CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END, '')) || '|' || (COALESCE((CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END), 'unknown')), (NEW.created_at) / 3600000 * 3600000, 'messages', COALESCE(CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END, ''), COALESCE((CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END), 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_bot;
--> statement-breakpoint
CREATE TRIGGER records_reported_bot AFTER INSERT ON records WHEN NEW.history = 0 AND NEW.source = 'CHATBOT' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.created_at) / 3600000 * 3600000) || '|' || 'chatbot' || '|' || (COALESCE(NEW.rule_id, '')) || '|' || (COALESCE('fired', 'unknown')), (NEW.created_at) / 3600000 * 3600000, 'chatbot', COALESCE(NEW.rule_id, ''), COALESCE('fired', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent_sent;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_sent AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('sent', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('sent', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent_delivered;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_delivered AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('delivered', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('delivered', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent_read;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_read AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('read', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('read', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent_played;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_played AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('played', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('played', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent_failed;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_failed AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('failed', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('failed', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'failures' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'failures', COALESCE(NEW.broadcast_id, ''), COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status_sent;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_sent AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('sent', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('sent', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status_delivered;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_delivered AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('delivered', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('delivered', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status_read;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_read AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('read', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('read', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status_played;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_played AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('played', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('played', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status_failed;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_failed AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND NEW.status = 'FAILED' AND OLD.status IS NOT 'FAILED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'receipts' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE('failed', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'receipts', COALESCE(NEW.broadcast_id, ''), COALESCE('failed', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'failures' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'failures', COALESCE(NEW.broadcast_id, ''), COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_reported;
--> statement-breakpoint
CREATE TRIGGER conversations_reported AFTER INSERT ON conversations WHEN NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.created_at) / 3600000 * 3600000) || '|' || 'conversations' || '|' || (COALESCE('', '')) || '|' || (COALESCE('opened', 'unknown')), (NEW.created_at) / 3600000 * 3600000, 'conversations', COALESCE('', ''), COALESCE('opened', 'unknown'), 1)
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
DROP TRIGGER IF EXISTS conversations_reported_reopen;
--> statement-breakpoint
CREATE TRIGGER conversations_reported_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'conversations' || '|' || (COALESCE('', '')) || '|' || (COALESCE('opened', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'conversations', COALESCE('', ''), COALESCE('opened', 'unknown'), 1)
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
DROP TRIGGER IF EXISTS conversations_reported_resolve;
--> statement-breakpoint
CREATE TRIGGER conversations_reported_resolve AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'OPEN' AND NEW.status = 'RESOLVED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000) || '|' || 'conversations' || '|' || (COALESCE(NEW.assignee_id, '')) || '|' || (COALESCE('resolved', 'unknown')), (COALESCE(NEW.resolved_at, NEW.updated_at)) / 3600000 * 3600000, 'conversations', COALESCE(NEW.assignee_id, ''), COALESCE('resolved', 'unknown'), 1)
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
DROP TRIGGER IF EXISTS broadcast_recipients_reported;
--> statement-breakpoint
CREATE TRIGGER broadcast_recipients_reported AFTER INSERT ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'campaign_skipped' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE(NEW.reason, 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'campaign_skipped', COALESCE(NEW.broadcast_id, ''), COALESCE(NEW.reason, 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n; END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS broadcast_recipients_reported_skip;
--> statement-breakpoint
CREATE TRIGGER broadcast_recipients_reported_skip AFTER UPDATE OF status ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' AND OLD.status IS NOT 'SKIPPED' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'campaign_skipped' || '|' || (COALESCE(NEW.broadcast_id, '')) || '|' || (COALESCE(NEW.reason, 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'campaign_skipped', COALESCE(NEW.broadcast_id, ''), COALESCE(NEW.reason, 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n; END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_started;
--> statement-breakpoint
CREATE TRIGGER conversations_started AFTER INSERT ON conversations
    WHEN NEW.last_direction = 'OUTBOUND' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.created_at) / 3600000 * 3600000) || '|' || 'started' || '|' || (COALESCE('', '')) || '|' || (COALESCE('opened', 'unknown')), (NEW.created_at) / 3600000 * 3600000, 'started', COALESCE('', ''), COALESCE('opened', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.created_at); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_started_reopen;
--> statement-breakpoint
CREATE TRIGGER conversations_started_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' AND NEW.last_direction = 'OUTBOUND' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.updated_at) / 3600000 * 3600000) || '|' || 'started' || '|' || (COALESCE('', '')) || '|' || (COALESCE('opened', 'unknown')), (NEW.updated_at) / 3600000 * 3600000, 'started', COALESCE('', ''), COALESCE('opened', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.updated_at); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_replied;
--> statement-breakpoint
CREATE TRIGGER records_replied AFTER INSERT ON records
    WHEN NEW.direction = 'INBOUND' AND NEW.history = 0 AND EXISTS (SELECT 1 FROM health_waits WHERE contact = NEW.contact) BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES (((NEW.created_at) / 3600000 * 3600000) || '|' || 'started' || '|' || (COALESCE('', '')) || '|' || (COALESCE('replied', 'unknown')), (NEW.created_at) / 3600000 * 3600000, 'started', COALESCE('', ''), COALESCE('replied', 'unknown'), 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
    END;
