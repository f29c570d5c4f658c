import { describe, expect, it } from 'vitest';
import { call } from '../helpers';

describe('GET /favicon.ico', () => {
  it('answers the dashboard’s icon, which asking browsers and bookmarks find without a page’s link', async () => {
    const res = await call('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    const icon = await (await call('/dashboard/assets/icon.svg')).text();
    expect(await res.text()).toBe(icon);
  });
});
