/**
 * The new-broadcast form's check: how many recipients, the rows that cannot be used with their line
 * and reason, the merged duplicates, and the first messages (a text, a caption, or an interactive
 * message with its buttons or list) as each of those recipients will read them.
 */
import type { CampaignToLoad } from '../../broadcasts/campaign-loader';
import { renderMessage } from '../../broadcasts/message';
import type { Preview } from '../../broadcasts/new-campaign';
import { Table, useDashboard } from '../components';
import { saidText } from '../forms';
import { InteractiveShown } from './broadcast-interactive';

/** The first messages as they will read; an interactive one with its buttons or list, filled for each of those recipients. */
function Samples({ preview, campaign }: Checked) {
  if (campaign.message.type !== 'interactive')
    return (
      <ul>
        {preview.samples.map((s) => (
          <li>
            <strong>{s.name ?? s.phone}</strong>: <span class="wrap">{s.text}</span>
          </li>
        ))}
      </ul>
    );
  const message = campaign.message;
  // The samples' own variables: a CSV campaign's recipients are read as it loads, never held here.
  const shown = preview.samples.map((r) => ({ who: r.name ?? r.phone, content: renderMessage(message, r.vars).content }));
  return (
    <ul class="samples">
      {shown.map((s) => (
        <li class="card">
          <strong>{s.who}</strong>: {s.content.kind === 'interactive' && <InteractiveShown m={s.content} />}
        </li>
      ))}
    </ul>
  );
}

export function PreviewPanel({ preview, campaign }: Checked) {
  const c = useDashboard();
  const b = c.var.t.broadcasts;
  const a = preview.audience;
  return (
    <section class="card" id="broadcast-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{b.form.previewTitle}</h2>
      <p>{b.form.previewCounts(preview.recipients, preview.optedOut)}</p>
      {a.badRowCount > 0 && (
        <>
          <h3 id="bad-rows-title">{b.badRows}</h3>
          <p>{b.badRowsCount(a.badRowCount)}</p>
          <div class="table-wrap">
            <Table
              rows={a.badRows}
              empty=""
              labelledBy="bad-rows-title"
              columns={[
                { label: b.row, cell: (r) => (r.line === null ? r.ref : `${b.row} ${r.line}`) },
                { label: b.reason, wrap: true, cell: (r) => saidText(r.reason, r.said, c.var.lang) },
              ]}
            />
          </div>
        </>
      )}
      {a.duplicateCount > 0 && <p>{b.duplicatesCount(a.duplicateCount)}</p>}
      <h3>{b.form.samples}</h3>
      <Samples preview={preview} campaign={campaign} />
    </section>
  );
}

export type Checked = { preview: Preview; campaign: CampaignToLoad };
