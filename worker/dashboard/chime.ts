/**
 * The inbox's alert sound, made here rather than fetched: a 0.18 s two-note chime (880 Hz then
 * 1320 Hz) as a mono 8-bit PCM WAV at 8 kHz, about 1.5 kB, faded in and out so it does not click.
 */
const RATE = 8_000;
const NOTES = [
  { hz: 880, seconds: 0.09 },
  { hz: 1_320, seconds: 0.09 },
];

export function chimeWav(): Uint8Array<ArrayBuffer> {
  const samples: number[] = [];
  for (const { hz, seconds } of NOTES) {
    const n = Math.round(RATE * seconds);
    for (let i = 0; i < n; i++) {
      // A short linear fade at each end of each note.
      const envelope = Math.min(1, i / 80, (n - i) / 80);
      samples.push(Math.round(128 + 90 * envelope * Math.sin((2 * Math.PI * hz * i) / RATE)));
    }
  }
  const bytes = new Uint8Array(44 + samples.length);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes a second: one byte a sample
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples.length, true);
  bytes.set(samples, 44);
  return bytes;
}
