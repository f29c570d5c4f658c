/** A device's QR drawn as SVG in the worker (`qrcode`, from npm; no remote service ever sees it). */
import QRCode from 'qrcode';

export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const escaped = label.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  // Named for screen readers; the picture itself says nothing to them.
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped}" `);
}
