-- Each team's count of waiting conversations follows `routed` in the statement that changes it.
CREATE TRIGGER routed_queue_insert AFTER INSERT ON routed WHEN NEW.queued_at IS NOT NULL BEGIN UPDATE teams SET queued = queued + 1 WHERE id = NEW.team_id; END;
--> statement-breakpoint
CREATE TRIGGER routed_queue_delete AFTER DELETE ON routed WHEN OLD.queued_at IS NOT NULL BEGIN UPDATE teams SET queued = queued - 1 WHERE id = OLD.team_id; END;
--> statement-breakpoint
CREATE TRIGGER routed_queue_update AFTER UPDATE OF queued_at, team_id ON routed BEGIN UPDATE teams SET queued = queued - 1 WHERE id = OLD.team_id AND OLD.queued_at IS NOT NULL; UPDATE teams SET queued = queued + 1 WHERE id = NEW.team_id AND NEW.queued_at IS NOT NULL; END;
