/**
 * `--only=broadcast-media`: a broadcast of one image to N recipients beside a text broadcast of the
 * same size, on the same device in the same run, each at the fastest pace a device takes (a 10 ms
 * gap). Reports each campaign's duration and throughput (from its own startedAt and completedAt)
 * and the simulator's upload count across the image campaign, which must be 1: every recipient
 * after the first is sent the first send's upload reference, not the bytes.
 */
import { waitUntil } from '../scripts/wait-until';
import type { Stack } from '../test/e2e/stack';

export type CampaignRun = { kind: 'text' | 'image'; recipients: number; seconds: number; perSecond: number; sent: number; failed: number };
export type BroadcastMediaResult = { recipients: number; imageBytes: number; uploads: number; text: CampaignRun; image: CampaignRun };

type Detail = { status: string; startedAt: string | null; completedAt: string | null; counts: { sent: number; failed: number } };

/** A PNG's signature and header, padded to `size` bytes: the worker's sniffing reads the first bytes only. */
function poster(size: number): Uint8Array {
  const head = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
}

function audienceCsv(n: number, offset: number): string {
  const rows = Array.from({ length: n }, (_, i) => `62813${String(offset + i).padStart(8, '0')},Pelanggan ${i + 1}`);
  return `phone,name\n${rows.join('\n')}\n`;
}

async function finished(stack: Stack, id: string, timeoutMs: number): Promise<Detail> {
  return waitUntil(
    async () => {
      const d = (await stack.admin<Detail>('GET', `/broadcasts/${id}`)).body;
      return d.status === 'COMPLETED' ? d : null;
    },
    { timeoutMs, intervalMs: 250, what: `broadcast ${id} to complete` },
  );
}

function runOf(kind: CampaignRun['kind'], recipients: number, d: Detail): CampaignRun {
  const ms = Date.parse(d.completedAt ?? '') - Date.parse(d.startedAt ?? '');
  const seconds = Math.round(ms / 10) / 100;
  return {
    kind,
    recipients,
    seconds,
    perSecond: Math.round((d.counts.sent / (ms / 1000)) * 10) / 10,
    sent: d.counts.sent,
    failed: d.counts.failed,
  };
}

export async function measureBroadcastMedia(stack: Stack, recipients: number, imageBytes = 200 * 1024): Promise<BroadcastMediaResult> {
  const d = await stack.linkedDevice();
  const pace = await stack.admin('PUT', `/devices/${d.deviceId}/broadcast-pace`, { paceMinMs: 10, paceMaxMs: 10, dailyCap: 100_000 });
  await stack.warmupOff(d.deviceId);
  if (pace.status !== 200) throw new Error(`the pace was refused: ${JSON.stringify(pace.body)}`);
  const timeoutMs = Math.max(60_000, recipients * 200);

  const text = await stack.admin<{ id: string }>('POST', `/workspaces/${d.workspaceId}/broadcasts`, {
    deviceId: d.deviceId,
    name: 'Bench text',
    message: { type: 'text', text: 'Halo {{name}}, promo akhir pekan!' },
    audience: { type: 'csv', csv: audienceCsv(recipients, 0) },
  });
  if (text.status !== 201) throw new Error(`the text broadcast was refused: ${JSON.stringify(text.body)}`);
  const textRun = runOf('text', recipients, await finished(stack, text.body.id, timeoutMs));

  const uploads = async () => (await stack.sim<{ uploads: number }>('GET', `/devices/${d.deviceId}/activity`)).body.uploads;
  const before = await uploads();
  const form = new FormData();
  const message = { type: 'media', media: { type: 'image', caption: 'Halo {{name}}, promo akhir pekan!' } };
  form.set('payload', JSON.stringify({ deviceId: d.deviceId, name: 'Bench image', message }));
  form.set('file', new File([audienceCsv(recipients, recipients)], 'audience.csv', { type: 'text/csv' }));
  form.set('media', new File([poster(imageBytes)], 'poster.png', { type: 'image/png' }));
  const res = await fetch(`${stack.workerUrl}/admin/workspaces/${d.workspaceId}/broadcasts/csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.adminToken}` },
    body: form,
  });
  const image = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`the image broadcast was refused: ${JSON.stringify(image)}`);
  const imageRun = runOf('image', recipients, await finished(stack, image.id, timeoutMs));
  return { recipients, imageBytes, uploads: (await uploads()) - before, text: textRun, image: imageRun };
}
