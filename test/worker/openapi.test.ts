import { describe, expect, it } from 'vitest';
import { call } from './helpers';

describe('GET /openapi.json', () => {
  it('serves an OpenAPI 3.1 document generated from the routes, without the nodes’ internal door', async () => {
    const res = await call('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/messages',
        '/messages/interactive',
        '/messages/reaction',
        '/events',
        '/admin/workspaces/{ws}/api-keys',
        '/admin/devices/{id}',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/node'))).toBe(false);
    expect(Object.keys(doc.paths['/admin/workspaces/{ws}/api-keys/{keyId}'] ?? {}).sort()).toEqual(['delete', 'patch']);
  });
});
