/** The part of qrcode-terminal 0.12 (no types of its own) that the node uses. */
declare module 'qrcode-terminal' {
  interface QrcodeTerminal {
    /** Renders `text` as a QR of block characters; calls `callback` synchronously with it. */
    generate(text: string, options: { small?: boolean }, callback: (rendered: string) => void): void;
  }
  const qrcode: QrcodeTerminal;
  export default qrcode;
}
