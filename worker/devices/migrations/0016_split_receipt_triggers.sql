-- The report triggers of a record split by what they count (`worker/reports/report-triggers.ts`): a
-- receipt runs the one step it passed, and a send none of a bot's or an agent's counters.
DROP TRIGGER IF EXISTS records_reported;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_sent;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_reported_status;
--> statement-breakpoint
CREATE TRIGGER records_reported AFTER INSERT ON records WHEN NEW.history = 0 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'messages' AS m, COALESCE(CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END, '') AS s,
      COALESCE((CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END), 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_bot AFTER INSERT ON records WHEN NEW.history = 0 AND NEW.source = 'CHATBOT' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'chatbot' AS m, COALESCE(NEW.rule_id, '') AS s,
      COALESCE('fired', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_answer AFTER INSERT ON records WHEN NEW.history = 0 AND NEW.source = 'DASHBOARD' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'first_response' AS m, COALESCE(NEW.member_id, '') AS s,
      COALESCE((CASE WHEN MAX(0, NEW.created_at - w.opened_at) < 15000 THEN 0 WHEN MAX(0, NEW.created_at - w.opened_at) < 30000 THEN 1 WHEN MAX(0, NEW.created_at - w.opened_at) < 60000 THEN 2 WHEN MAX(0, NEW.created_at - w.opened_at) < 120000 THEN 3 WHEN MAX(0, NEW.created_at - w.opened_at) < 300000 THEN 4 WHEN MAX(0, NEW.created_at - w.opened_at) < 600000 THEN 5 WHEN MAX(0, NEW.created_at - w.opened_at) < 900000 THEN 6 WHEN MAX(0, NEW.created_at - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, NEW.created_at - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, NEW.created_at - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, NEW.created_at - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, NEW.created_at - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, NEW.created_at - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, NEW.created_at - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, NEW.created_at - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, NEW.created_at - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, NEW.created_at - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w WHERE w.contact = NEW.contact AND w.answered = 0) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.created_at) / 3600000 * 3600000 AS h, 'label_first_response' AS m, COALESCE(j.value, '') AS s,
      COALESCE((CASE WHEN MAX(0, NEW.created_at - w.opened_at) < 15000 THEN 0 WHEN MAX(0, NEW.created_at - w.opened_at) < 30000 THEN 1 WHEN MAX(0, NEW.created_at - w.opened_at) < 60000 THEN 2 WHEN MAX(0, NEW.created_at - w.opened_at) < 120000 THEN 3 WHEN MAX(0, NEW.created_at - w.opened_at) < 300000 THEN 4 WHEN MAX(0, NEW.created_at - w.opened_at) < 600000 THEN 5 WHEN MAX(0, NEW.created_at - w.opened_at) < 900000 THEN 6 WHEN MAX(0, NEW.created_at - w.opened_at) < 1800000 THEN 7 WHEN MAX(0, NEW.created_at - w.opened_at) < 3600000 THEN 8 WHEN MAX(0, NEW.created_at - w.opened_at) < 7200000 THEN 9 WHEN MAX(0, NEW.created_at - w.opened_at) < 14400000 THEN 10 WHEN MAX(0, NEW.created_at - w.opened_at) < 28800000 THEN 11 WHEN MAX(0, NEW.created_at - w.opened_at) < 43200000 THEN 12 WHEN MAX(0, NEW.created_at - w.opened_at) < 86400000 THEN 13 WHEN MAX(0, NEW.created_at - w.opened_at) < 172800000 THEN 14 WHEN MAX(0, NEW.created_at - w.opened_at) < 345600000 THEN 15 WHEN MAX(0, NEW.created_at - w.opened_at) < 604800000 THEN 16 ELSE 17 END), 'unknown') AS d FROM report_waits w JOIN conversations c ON c.contact = w.contact, json_each(c.label_ids) j WHERE NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      UPDATE report_waits SET answered = 1 WHERE contact = NEW.contact AND answered = 0;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_sent AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('sent', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_delivered AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('delivered', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_read AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('read', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_played AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND (CASE 'PENDING' WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('played', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_sent_failed AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0 AND NEW.status = 'FAILED' AND 'PENDING' IS NOT 'FAILED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('failed', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'failures' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_sent AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 1 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 1 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('sent', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_delivered AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 2 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 2 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('delivered', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_read AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 3 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 3 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('read', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_played AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND (CASE OLD.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) < 4 AND (CASE NEW.status WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END) >= 4 BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('played', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
--> statement-breakpoint
CREATE TRIGGER records_reported_status_failed AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status AND NEW.status = 'FAILED' AND OLD.status IS NOT 'FAILED' BEGIN
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'receipts' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE('failed', 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
      INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (SELECT (NEW.updated_at) / 3600000 * 3600000 AS h, 'failures' AS m, COALESCE(NEW.broadcast_id, '') AS s,
      COALESCE(SUBSTR(NEW.error, 1, 120), 'unknown') AS d  WHERE 1) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
    END;
