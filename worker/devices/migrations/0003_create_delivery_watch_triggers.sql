-- Issue 37's triggers (drizzle-kit declares no triggers): the report counters leave imported history
-- out, and the number's health counts the conversations it starts and those answered. Written with
-- the conversations' column names of this point of the journal (0005 renames them).
DROP TRIGGER IF EXISTS records_reported;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_reported;
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
      UPDATE report_waits SET answered = 1 WHERE NEW.source = 'DASHBOARD' AND contact = NEW.contact AND answered = 0;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('sent', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('delivered', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('read', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('played', 'unknown') AS d  WHERE (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('failed', 'unknown') AS d  WHERE NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'failures' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown') AS d  WHERE NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED') WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
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
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered)
      VALUES (NEW.contact, NEW.last_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END); END;
--> statement-breakpoint
CREATE TRIGGER conversations_started AFTER INSERT ON conversations
    WHEN NEW.last_direction = 'OUTBOUND' AND NEW.status = 'OPEN' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.created_at); END;
--> statement-breakpoint
CREATE TRIGGER conversations_started_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' AND NEW.last_direction = 'OUTBOUND' BEGIN INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('opened', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
      INSERT INTO health_waits (contact, started_at) VALUES (NEW.contact, NEW.updated_at); END;
--> statement-breakpoint
CREATE TRIGGER records_replied AFTER INSERT ON records
    WHEN NEW.direction = 'INBOUND' AND NEW.history = 0 AND EXISTS (SELECT 1 FROM health_waits WHERE contact = NEW.contact) BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'started' AS m, COALESCE('', '') AS s,
      COALESCE('replied', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      DELETE FROM health_waits WHERE contact = NEW.contact;
    END;
