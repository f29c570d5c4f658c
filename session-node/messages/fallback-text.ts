/**
 * The plain-text form of an interactive message: what a reader needs when the buttons do not
 * show (numbered reply options, the URL behind a link button, the code behind a copy button, the
 * number behind a call button, the rows behind a list).
 *
 * Where it goes (decided here, see interactive.ts): the option lines are appended to the
 * interactive body, and `fallbackText` is the whole message as text for the `text` relay variant
 * and for anyone recording what was sent.
 */
import type { InteractiveContent } from '../../protocol';

type TemplateButton = NonNullable<InteractiveContent['templateButtons']>[number];

function labelled(label: string | undefined, value: string): string {
  return label && label !== value ? `${label}: ${value}` : value;
}

function templateLines(buttons: TemplateButton[]): string[] {
  // Reply buttons are numbered so a reader can answer by number; the spec keeps them contiguous.
  let reply = 0;
  return buttons.map((item) => {
    if (item.type !== 'reply') return labelled(item.label, item.value);
    reply += 1;
    return `${reply}. ${item.label}`;
  });
}

function listLines(sections: NonNullable<InteractiveContent['sections']>): string[] {
  // One running number across sections, as the rows form one choice.
  let n = 0;
  const lines: string[] = [];
  for (const section of sections) {
    if (section.title) lines.push(section.title);
    for (const row of section.rows) {
      n += 1;
      lines.push(row.description ? `${n}. ${row.title} - ${row.description}` : `${n}. ${row.title}`);
    }
  }
  return lines;
}

/** The options of `content` as text lines, one per option; empty when there is nothing to add. */
export function fallbackOptionLines(content: InteractiveContent): string[] {
  switch (content.type) {
    case 'url-button':
      return content.url ? [labelled(content.buttonLabel, content.url)] : [];
    case 'quick-reply':
      return (content.buttons ?? []).map((b, i) => `${i + 1}. ${b.label}`);
    case 'list':
      return listLines(content.sections ?? []);
    case 'copy-code':
      return content.copyCode ? [labelled(content.buttonLabel, content.copyCode)] : [];
    case 'template':
      return templateLines(content.templateButtons ?? []);
  }
}

/** The body followed by the option lines: what the interactive body carries. */
export function bodyWithOptions(content: InteractiveContent): string {
  const lines = fallbackOptionLines(content);
  return lines.length > 0 ? `${content.body}\n\n${lines.join('\n')}` : content.body;
}

/** The whole interactive message as plain text: header (bold, as WhatsApp marks it), body, options, footer. */
export function fallbackText(content: InteractiveContent): string {
  const parts = [content.header ? `*${content.header}*` : undefined, bodyWithOptions(content), content.footer];
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}
