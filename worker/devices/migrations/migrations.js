import journal from './meta/_journal.json';
import m0000 from './0000_baseline.sql';
import m0001 from './0001_create_triggers.sql';
import m0002 from './0002_add_delivery_watch.sql';
import m0003 from './0003_create_delivery_watch_triggers.sql';
import m0004 from './0004_add_alerts.sql';
import m0005 from './0005_rename_conversation_columns.sql';
import m0006 from './0006_rename_webhook_columns.sql';
import m0007 from './0007_add_conversation_desk.sql';
import m0008 from './0008_add_ratings.sql';
import m0009 from './0009_add_call_rejections.sql';
import m0010 from './0010_add_scheduled_sends.sql';
import m0011 from './0011_add_conversation_labels.sql';
import m0012 from './0012_add_report_wait_labels.sql';
import m0013 from './0013_create_label_report_triggers.sql';
import m0014 from './0014_add_assistant.sql';
import m0015 from './0015_add_desk_targets.sql';
import m0016 from './0016_split_receipt_triggers.sql';
import m0017 from './0017_narrow_pending_index.sql';
import m0018 from './0018_drop_inflight_leases.sql';
import m0019 from './0019_add_mirror_reading.sql';
import m0020 from './0020_keep_requeued_mirror_entries.sql';
import m0021 from './0021_count_reports_from_values.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001,
m0002,
m0003,
m0004,
m0005,
m0006,
m0007,
m0008,
m0009,
m0010,
m0011,
m0012,
m0013,
m0014,
m0015,
m0016,
m0017,
m0018,
m0019,
m0020,
m0021
    }
  }
  