/**
 * The new-broadcast form's check: how many recipients, the rows that cannot be used with their line
 * and reason, the merged duplicates, and the first messages (a text, a caption, or an interactive
 * message with its buttons or list) as each of those recipients will read them.
 */
import type { CampaignToLoad } from '../../broadcasts/campaign-loader';
import { fieldColumns, MAX_FIELD_COLUMNS } from '../../broadcasts/csv-contacts';
import { renderMessage } from '../../broadcasts/message';
import type { Preview } from '../../broadcasts/new-campaign';
import { Table, useDashboard } from '../components';
import { saidText } from '../forms';
import { InteractiveShown } from './broadcast-interactive';

/** Bad rows the check lists; the rest are counted (the campaign's page keeps up to `REPORT_LIMIT`). */
const BAD_ROWS_SHOWN = 100;

/**
 * The first messages as they will read, each with the number it goes to as normalised; an
 * interactive one with its buttons or list, filled for each of those recipients.
 */
function Samples({ preview, campaign }: Checked) {
  const t = useDashboard().var.t.campaigns;
  if (campaign.message.type !== 'interactive')
    return (
      <div class="table-wrap">
        <Table
          rows={preview.samples}
          empty=""
          labelledBy="samples-title"
          columns={[
            { label: t.number, cell: (s) => <span data-phone={s.phone}>+{s.phone}</span> },
            { label: t.recipient, cell: (s) => s.name ?? '' },
            { label: t.message, wrap: true, cell: (s) => <span class="wrap">{s.text}</span> },
          ]}
        />
      </div>
    );
  const message = campaign.message;
  // The samples' own variables: a CSV campaign's recipients are read as it loads, never held here.
  const shown = preview.samples.map((r) => ({ phone: r.phone, name: r.name, content: renderMessage(message, r.vars).content }));
  return (
    <ul class="samples">
      {shown.map((s) => (
        <li class="card">
          <strong data-phone={s.phone}>+{s.phone}</strong>
          {s.name ? ` (${s.name})` : ''}: {s.content.kind === 'interactive' && <InteractiveShown m={s.content} />}
        </li>
      ))}
    </ul>
  );
}

export function PreviewPanel({ preview, campaign }: Checked) {
  const c = useDashboard();
  const b = c.var.t.broadcasts;
  const t = c.var.t.campaigns;
  const a = preview.audience;
  const shownRows = a.badRows.slice(0, BAD_ROWS_SHOWN);
  return (
    <section class="card" id="broadcast-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{b.form.previewTitle}</h2>
      <p>{b.form.previewCounts(preview.recipients, preview.optedOut)}</p>
      {a.badRowCount > 0 && (
        <>
          <h3 id="bad-rows-title">{b.badRows}</h3>
          <p>
            {b.badRowsCount(a.badRowCount)} {shownRows.length < a.badRowCount && t.firstShown(shownRows.length, a.badRowCount)}
          </p>
          <div class="table-wrap">
            <Table
              rows={shownRows}
              empty=""
              labelledBy="bad-rows-title"
              columns={[
                { label: b.row, cell: (r) => (r.line === null ? r.ref : `${b.row} ${r.line}`) },
                { label: t.given, cell: (r) => <code>{r.given ?? ''}</code> },
                { label: b.reason, wrap: true, cell: (r) => saidText(r.reason, r.said, c.var.lang) },
              ]}
            />
          </div>
        </>
      )}
      {a.duplicateCount > 0 && <p>{b.duplicatesCount(a.duplicateCount)}</p>}
      <ContactFields columns={a.source === 'csv' ? a.columns : []} />
      <h3 id="samples-title">{b.form.samples}</h3>
      <Samples preview={preview} campaign={campaign} />
    </section>
  );
}

/** What the contacts keep from the file: their name and up to `MAX_FIELD_COLUMNS` columns as fields. */
function ContactFields({ columns }: { columns: string[] }) {
  const t = useDashboard().var.t.campaigns.fields;
  const { kept, skipped } = fieldColumns(columns);
  if (kept.length === 0) return null;
  return (
    <p class="hint" id="contact-fields">
      {t.kept(kept.join(', '))} {skipped.length > 0 && t.skipped(skipped.join(', '), MAX_FIELD_COLUMNS)}
    </p>
  );
}

export type Checked = { preview: Preview; campaign: CampaignToLoad };
