/**
 * The new-broadcast form's choice of message type (text, a template's text, media, interactive):
 * the server reads only the chosen type's fields. Each type's fields are grouped under
 * `data-message-type`; without JavaScript every group shows, with it (`dashboard.js`) only the
 * chosen one, so the form is a screen tall instead of ~2,600 px.
 */
import type { Child } from 'hono/jsx';
import { useDashboard } from '../components';
import type { InteractiveValues } from './broadcast-interactive';
import { interactivePayload } from './broadcast-interactive';
import type { MediaValues } from './broadcast-media';
import { mediaMessage } from './broadcast-media';

export const MESSAGE_TYPES = ['text', 'template', 'media', 'interactive'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The type the form chose; a form without the choice (an older page) is read as before: media, else interactive, else a template, else text. */
export function readMessageType(
  chosen: string,
  v: { media: MediaValues; interactive: InteractiveValues; templateId: string },
): MessageType {
  if ((MESSAGE_TYPES as readonly string[]).includes(chosen)) return chosen as MessageType;
  return v.media.type ? 'media' : v.interactive.kind ? 'interactive' : v.templateId ? 'template' : 'text';
}

/** The message of the chosen type as the API takes it; the other types' fields are not read. */
export function messageOf(
  type: MessageType,
  v: { text: string; templateId: string; media: MediaValues; interactive: InteractiveValues },
): Record<string, unknown> {
  if (type === 'media') return mediaMessage(v.media);
  if (type === 'interactive') return { type: 'interactive', interactive: interactivePayload(v.interactive) };
  if (type === 'template') return { type: 'template', templateId: v.templateId };
  return { type: 'text', text: v.text };
}

export function MessageTypeChoice({ value, templates }: { value: MessageType; templates: boolean }) {
  const t = useDashboard().var.t.campaigns.type;
  const types = MESSAGE_TYPES.filter((type) => type !== 'template' || templates || value === 'template');
  return (
    <fieldset class="message-types" id="message-type">
      <legend>{t.legend}</legend>
      <p class="hint">{t.hint}</p>
      <div class="choices">
        {types.map((type) => (
          <label class="choice">
            <input type="radio" name="messageType" value={type} checked={type === value} />
            <span>{t[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One type's fields, shown while it is the chosen one (all of them without JavaScript). */
export function TypeFields({ type, children }: { type: MessageType; children: Child }) {
  return (
    <div class="type-fields" data-message-type={type}>
      {children}
    </div>
  );
}
