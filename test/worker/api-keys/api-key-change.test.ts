import { describe, expect, it } from 'vitest';
import { admin, setup } from '../helpers';

describe('PATCH /admin/workspaces/:ws/api-keys/:keyId', () => {
  // Found by the fuzz test: an empty change was an UPDATE without a column, answered 500.
  it('a change of nothing answers the key as it is', async () => {
    const s = await setup();
    const res = await admin<{ id: string; name: string; rateLimit: number }>(
      'PATCH',
      `/workspaces/${s.workspaceId}/api-keys/${s.keyId}`,
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: s.keyId, name: 'shop', rateLimit: 100 });
  });

  it('a change of nothing to a key of another workspace is a 404', async () => {
    const s = await setup();
    const other = await setup();
    const res = await admin('PATCH', `/workspaces/${other.workspaceId}/api-keys/${s.keyId}`, {});
    expect(res.status).toBe(404);
  });
});
