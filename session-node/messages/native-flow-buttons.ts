/**
 * The native-flow buttons of each interactive kind: `{name, buttonParamsJson}`, the names and
 * parameter keys WhatsApp's clients read (the same ones WAHA's `noweb.buttons.ts` and Evolution
 * API's `buttonMessage` send). The worker already enforced spec 4.2 and 8; what is checked here is
 * only what this module needs to build anything at all, so a bug upstream fails loudly.
 */
import type { proto } from '@whiskeysockets/baileys';
import type { InteractiveContent } from '../../protocol';
import { EngineError } from '../engines/engine';

export type NativeFlowButton = proto.Message.InteractiveMessage.NativeFlowMessage.INativeFlowButton;
type TemplateButton = NonNullable<InteractiveContent['templateButtons']>[number];

function button(name: string, params: Record<string, unknown>): NativeFlowButton {
  return { name, buttonParamsJson: JSON.stringify(params) };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new EngineError('bad-request', `an interactive message of this kind needs ${what}`);
  return value;
}

export function ctaUrl(label: string, url: string): NativeFlowButton {
  // merchant_url repeats url: clients open merchant_url when present (WAHA and Evolution set both).
  return button('cta_url', { display_text: label, url, merchant_url: url });
}

export function ctaCopy(label: string, code: string): NativeFlowButton {
  return button('cta_copy', { display_text: label, copy_code: code });
}

export function ctaCall(label: string, phoneNumber: string): NativeFlowButton {
  return button('cta_call', { display_text: label, phone_number: phoneNumber });
}

export function quickReply(label: string, id: string): NativeFlowButton {
  return button('quick_reply', { display_text: label, id });
}

function templateButton(item: TemplateButton): NativeFlowButton {
  switch (item.type) {
    case 'url':
      return ctaUrl(item.label, item.value);
    case 'copy':
      return ctaCopy(item.label, item.value);
    case 'phone':
      return ctaCall(item.label, item.value);
    case 'reply':
      return quickReply(item.label, item.value);
  }
}

/** The buttons of `content`, in the order the caller gave them. */
export function nativeFlowButtons(content: InteractiveContent): NativeFlowButton[] {
  switch (content.type) {
    case 'url-button': {
      const url = required(content.url, 'a url');
      return [ctaUrl(content.buttonLabel ?? url, url)];
    }
    case 'quick-reply': {
      const buttons = required(content.buttons, 'buttons');
      if (buttons.length < 1 || buttons.length > 3) {
        throw new EngineError('bad-request', 'a quick-reply message needs 1 to 3 buttons');
      }
      return buttons.map((b) => quickReply(b.label, b.id));
    }
    case 'list': {
      const sections = required(content.sections, 'sections');
      return [
        button('single_select', {
          title: required(content.buttonLabel, 'a buttonLabel'),
          sections: sections.map((section) => ({
            title: section.title,
            rows: section.rows.map((row) => ({
              id: row.id,
              title: row.title,
              ...(row.description ? { description: row.description } : {}),
            })),
          })),
        }),
      ];
    }
    case 'copy-code': {
      const code = required(content.copyCode, 'a copyCode');
      return [ctaCopy(content.buttonLabel ?? code, code)];
    }
    case 'template':
      return required(content.templateButtons, 'templateButtons').map(templateButton);
  }
}
