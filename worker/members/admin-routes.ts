import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { errorResponses, jsonContent } from '../shared/openapi';
import { iso } from '../shared/time';
import { issueSetupLink } from './setup-links';

/** `/admin/setup-link`: what `npm start` asks for on a first run. */
export const setupLinkApi = createApp().openapi(
  createRoute({
    'x-kurir-scope': 'operator',
    method: 'post',
    path: '/',
    tags: ['Dashboard'],
    summary: 'A one-time link that creates the first workspace and its owner (replaces any earlier link)',
    responses: {
      201: jsonContent(
        z.object({ url: z.string().meta({ description: 'Open it in a browser; it works once' }), expiresAt: z.iso.datetime() }).meta({
          id: 'SetupLink',
        }),
        'The link',
      ),
      ...errorResponses(401, 409),
    },
  }),
  async (c) => {
    const link = await issueSetupLink(c.var.db);
    if (!link) throw new HttpError(409, 'the dashboard is set up already: sign in, or have an owner invite you');
    const url = new URL(`/dashboard/setup?token=${link.token}`, c.req.url).toString();
    return c.json({ url, expiresAt: iso(link.expiresAt) }, 201);
  },
);
