-- The D1 copies' queue triggers (`worker/shared/d1-mirror.ts`, `mirrorTriggers`), made again: a key
-- queued again keeps its entry as it is unless a flush has read it (`d1_mirror_reading`).
DROP TRIGGER IF EXISTS records_mirror_insert;
--> statement-breakpoint
CREATE TRIGGER records_mirror_insert AFTER INSERT ON records BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('records', NEW.id, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS records_mirror_update;
--> statement-breakpoint
CREATE TRIGGER records_mirror_update AFTER UPDATE ON records BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('records', NEW.id, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_mirror_insert;
--> statement-breakpoint
CREATE TRIGGER conversations_mirror_insert AFTER INSERT ON conversations BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('conversations', NEW.contact, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS conversations_mirror_update;
--> statement-breakpoint
CREATE TRIGGER conversations_mirror_update AFTER UPDATE ON conversations BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('conversations', NEW.contact, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_hours_mirror_insert;
--> statement-breakpoint
CREATE TRIGGER report_hours_mirror_insert AFTER INSERT ON report_hours BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('reports', NEW.key, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_hours_mirror_update;
--> statement-breakpoint
CREATE TRIGGER report_hours_mirror_update AFTER UPDATE ON report_hours BEGIN INSERT INTO d1_mirror (owner, key, payload, seq) VALUES ('reports', NEW.key, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM d1_mirror))
   ON CONFLICT (owner, key) DO UPDATE SET payload = excluded.payload, seq = excluded.seq
   WHERE d1_mirror.payload IS NOT excluded.payload OR d1_mirror.seq <= (SELECT upto FROM d1_mirror_reading); END;
