/** POST /messages/media as the tests make it. */
import { call } from '../helpers';

type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };

export function mediaForm(payload: unknown, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const data = new FormData();
  if (payload !== undefined) data.set('payload', typeof payload === 'string' ? payload : JSON.stringify(payload));
  if (file) data.set('file', new File([file.bytes], file.name, { type: file.type }));
  return data;
}

export async function postMedia<T = ErrorBody>(key: string, body: FormData | string, headers: Record<string, string> = {}) {
  const res = await call('/messages/media', { method: 'POST', headers: { 'X-API-Key': key, ...headers }, body });
  return { status: res.status, body: (await res.json()) as T };
}
