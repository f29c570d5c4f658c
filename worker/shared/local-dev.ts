import { env } from 'cloudflare:workers';

/** Whether the worker runs locally (`LOCAL_DEV` in wrangler.toml), read when a URL is checked. */
export const isLocalDev = () => env.LOCAL_DEV === 'true';
