import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '../../../protocol';
import { reusableUntil, UPLOAD_REUSE_MS, UploadedMediaStore } from '../../../worker/media/uploaded-media';

const upload = (url: string): UploadedMedia => ({
  type: 'image',
  url,
  directPath: '/v/t62/abc',
  mediaKey: 'AAAA',
  fileEncSha256: 'BBBB',
  fileSha256: 'CCCC',
  fileLength: 10,
  mimeType: 'image/jpeg',
});

/** The object's key-value storage as a map. */
function kv(): SyncKvStorage {
  const map = new Map<string, unknown>();
  return {
    get: <T>(key: string) => map.get(key) as T | undefined,
    put: (key, value) => void map.set(key, value),
    delete: (key) => map.delete(key),
    list: () => map.entries() as Iterable<[string, never]>,
  };
}

describe('an upload kept for reuse', () => {
  const now = Date.UTC(2026, 10, 26, 3, 0, 0);

  it('is reused for a day, then uploaded again', () => {
    const store = new UploadedMediaStore(kv());
    store.keep('ab12', upload('https://mmg.whatsapp.net/v/t62/abc?ccb=11-4'), now);
    expect(store.reusable('image', 'ab12', now + UPLOAD_REUSE_MS - 1)?.directPath).toBe('/v/t62/abc');
    expect(store.reusable('image', 'ab12', now + UPLOAD_REUSE_MS)).toBeNull();
  });

  it('is never reused past the expiry its URL carries, nor as another type or for other bytes', () => {
    const oe = Math.floor((now + 60 * 60 * 1000) / 1000).toString(16);
    expect(reusableUntil(upload(`https://mmg.whatsapp.net/v/t62/abc?oe=${oe}`), now)).toBe(now + 60 * 60 * 1000);
    const store = new UploadedMediaStore(kv());
    store.keep('ab12', upload(`https://mmg.whatsapp.net/v/t62/abc?oe=${oe}`), now);
    expect(store.reusable('image', 'ab12', now + 2 * 60 * 60 * 1000)).toBeNull();
    store.keep('cd34', upload('https://mmg.whatsapp.net/x'), now);
    expect(store.reusable('document', 'cd34', now)).toBeNull();
    expect(store.reusable('image', 'ef56', now)).toBeNull();
  });
});
