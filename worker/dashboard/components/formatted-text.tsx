/**
 * A message's text with WhatsApp's formatting shown as WhatsApp shows it (`whatsapp-format.ts`):
 * elements built from typed nodes, every piece of the text escaped as any JSX text is, links to
 * http(s) addresses only, opened in a new tab that gets no handle on this one.
 */
import { type FormatNode, formatWhatsApp } from '../whatsapp-format';

function Nodes({ nodes }: { nodes: FormatNode[] }) {
  return (
    <>
      {nodes.map((n) => {
        switch (n.kind) {
          case 'text':
            return n.text;
          case 'bold':
            return (
              <strong>
                <Nodes nodes={n.children} />
              </strong>
            );
          case 'italic':
            return (
              <em>
                <Nodes nodes={n.children} />
              </em>
            );
          case 'strike':
            return (
              <s>
                <Nodes nodes={n.children} />
              </s>
            );
          case 'code':
            return <code>{n.text}</code>;
          case 'mono':
            return <code class="mono-block">{n.text}</code>;
          default:
            return (
              <a href={n.href} rel="noopener noreferrer" target="_blank">
                {n.text}
              </a>
            );
        }
      })}
    </>
  );
}

/** A paragraph of the text, its line breaks kept (`p.formatted`). */
export function FormattedText({ text, class: className }: { text: string; class?: string }) {
  return (
    <p class={['formatted', className].filter(Boolean).join(' ')} data-formatted>
      <Nodes nodes={formatWhatsApp(text)} />
    </p>
  );
}
