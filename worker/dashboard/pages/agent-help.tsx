/**
 * The assistant's help in a conversation's page, shown only when the workspace has a provider:
 * "Suggest a reply" in the reply box (the reply box is filled, never sent), "Summarise" beside
 * the notes (the summary can be kept as a note), and "Transcribe" under a voice note (the
 * transcript is kept and shown there). Each works as a plain form post that renders the page
 * again; htmx swaps only its region. A failure is said where the help was asked, in the page's
 * language. Its posts are `agent-help-posts.tsx`'s.
 */
import type { HelpFailure } from '../../assistant';
import type { StoredRecord } from '../../messages/record-store';
import { Button, Form, useDashboard } from '../components';
import type { Catalogue } from '../i18n';

/** What the page shows of the help asked: the suggestion's note or failure, the summary or its failure. */
export type HelpShown = { suggested?: boolean; suggestError?: string; summary?: string; summaryError?: string };

/** A failure in the viewer's language (and the provider's HTTP status, when it answered one). */
export function helpFailureText(t: Catalogue, failure: HelpFailure): string {
  const h = t.agentHelp;
  if (failure.why !== 'provider') return h.failures[failure.why] ?? failure.why;
  const said = h.failures[failure.failure.kind] ?? failure.failure.message;
  return failure.failure.status ? `${said} ${h.status(failure.failure.status)}` : said;
}

/** The reply box's "Suggest a reply": it posts the composer's form to `suggest`, and htmx swaps the reply box. */
export function SuggestButton({ here }: { here: string }) {
  const h = useDashboard().var.t.agentHelp;
  return (
    <button
      type="submit"
      class="secondary"
      formaction={`${here}/suggest`}
      data-hx-post={`${here}/suggest`}
      data-hx-target="#reply-box"
      data-hx-select="#reply-box"
      data-hx-swap="outerHTML"
      data-hx-disabled-elt="this"
      data-suggest
    >
      {h.suggest}
    </button>
  );
}

/** Above the reply box: that its text is the assistant's, or why there is none. */
export function SuggestionNote({ help }: { help: HelpShown | undefined }) {
  const h = useDashboard().var.t.agentHelp;
  if (help?.suggestError)
    return (
      <p class="alert error" role="alert" data-help-error>
        {help.suggestError}
      </p>
    );
  if (help?.suggested)
    return (
      <p class="hint" role="status" data-suggested>
        {h.suggested}
      </p>
    );
  return null;
}

/** "Summarise", and the summary asked (with a form that keeps it as a note), or why there is none. */
export function SummaryPanel({ here, help }: { here: string; help: HelpShown | undefined }) {
  const h = useDashboard().var.t.agentHelp;
  return (
    <section id="assist-summary" class="card assist-summary" aria-label={h.summaryTitle}>
      <Form
        action={`${here}/summary`}
        class="inline"
        data-hx-post={`${here}/summary`}
        data-hx-target="#assist-summary"
        data-hx-select="#assist-summary"
        data-hx-swap="outerHTML"
        data-hx-disabled-elt="find button"
      >
        <Button kind="secondary">{h.summarise}</Button>
      </Form>
      {help?.summaryError && (
        <p class="alert error" role="alert" data-help-error>
          {help.summaryError}
        </p>
      )}
      {help?.summary && (
        <div data-summary>
          <h4>{h.summaryTitle}</h4>
          <p class="wrap">{help.summary}</p>
          <p class="hint">{h.summaryHint}</p>
          <Form action={`${here}/notes`} class="inline">
            <input type="hidden" name="text" value={help.summary.slice(0, 4_096)} />
            <Button kind="secondary">{h.saveNote}</Button>
          </Form>
        </div>
      )}
    </section>
  );
}

/** Under an audio message: its transcript, or "Transcribe" when the provider can. */
export function TranscriptLine({
  m,
  here,
  transcript,
  offered,
}: {
  m: StoredRecord;
  here: string;
  transcript: string | undefined;
  offered: boolean;
}) {
  const h = useDashboard().var.t.agentHelp;
  if (m.type !== 'audio' || m.deletedAt !== null) return null;
  if (transcript !== undefined)
    return (
      <p class="transcript" data-transcript>
        <span class="muted">{h.transcript}:</span> <q>{transcript}</q>
      </p>
    );
  if (!offered || !m.mediaUrl) return null;
  return (
    <Form action={`${here}/messages/${m.id}/transcribe`} class="inline">
      <Button kind="secondary">{h.transcribe}</Button>
    </Form>
  );
}
