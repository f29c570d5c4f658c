/**
 * A group's picture: set (`PUT`, the JPEG itself as the body), read (`GET`, the JPEG as WhatsApp
 * serves it) and removed (`DELETE`). The body is read as it streams and refused with 413 past
 * `MAX_GROUP_PICTURE_BYTES`, 415 for another type, and 400 for bytes that are no JPEG WhatsApp
 * takes (`group-picture.ts`) before anything reaches WhatsApp.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { groupJid } from '../messages/recipient';
import { type AppEnv, createApp } from '../shared/app-env';
import { parseContentType } from '../shared/body-shape';
import { readBoundedBody } from '../shared/bounded-body';
import { HttpError, saidBadRequest } from '../shared/errors';
import { errorResponses, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { MAX_GROUP_PICTURE_BYTES, pictureProblem } from './group-picture';
import { groupPathSchema, groupQuerySchema } from './group-schemas';
import { device } from './manage-routes';

const JPEG = 'image/jpeg';

/** The picture's body: `image/jpeg` (415 otherwise), read as it streams up to its limit (413 past it). */
function jpegBody(): MiddlewareHandler<AppEnv> {
  return async function jpegBodyGate(c, next) {
    if (parseContentType(c.req.header('Content-Type') ?? '')?.mediaType !== JPEG) {
      throw new HttpError(415, `Content-Type must be ${JPEG}: the body is the picture itself`);
    }
    await readBoundedBody(c, MAX_GROUP_PICTURE_BYTES, 'picture');
    await next();
  };
}

export const groupPictureApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'put',
      path: '/{groupId}/picture',
      tags: ['Groups'],
      summary: 'Set a group’s picture',
      description: `The body is the picture: a JPEG of at most 640×640 pixels and ${MAX_GROUP_PICTURE_BYTES / 1024} KiB (WhatsApp takes no other; a square shows uncropped). Any member may set it, unless only admins may edit the group (then 403 for a member who is not one).`,
      middleware: [jpegBody()],
      request: {
        params: groupPathSchema,
        query: groupQuerySchema,
        body: { required: true, content: { [JPEG]: { schema: z.string().meta({ format: 'binary' }) } } },
      },
      responses: {
        200: jsonContent(
          z.object({ pictureId: z.string().nullable().meta({ description: 'WhatsApp’s id of the new picture, when it told one' }) }),
          'The picture is the group’s',
        ),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 504),
      },
    }),
    async (c) => {
      const bytes = await readBoundedBody(c, MAX_GROUP_PICTURE_BYTES, 'picture');
      const problem = pictureProblem(bytes);
      if (problem) throw saidBadRequest(problem);
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      return c.json(unwrap(await stub.setGroupPicture(caller, groupJid(c.req.valid('param').groupId), bytes)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'messages:send',
      method: 'get',
      path: '/{groupId}/picture',
      tags: ['Groups'],
      summary: 'A group’s picture',
      description: 'Read from WhatsApp on each request. `X-Picture-Id` names it (as `group.updated` does).',
      request: { params: groupPathSchema, query: groupQuerySchema },
      responses: {
        200: {
          description: 'The picture (JPEG)',
          headers: z.object({ 'X-Picture-Id': z.string().optional().meta({ description: 'WhatsApp’s id of the picture' }) }),
          content: { [JPEG]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorResponses(400, 401, 404, 409, 429, 502, 504),
      },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      const { groupId } = c.req.valid('param');
      const picture = unwrap(await stub.groupPicture(caller, groupJid(groupId)));
      if (!picture) throw new HttpError(404, `group ${groupJid(groupId)} has no picture`);
      const headers: Record<string, string> = { 'Content-Type': JPEG, 'Cache-Control': 'private, no-store' };
      if (picture.pictureId) headers['X-Picture-Id'] = picture.pictureId;
      return c.body(new Uint8Array(picture.jpeg), 200, headers);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'groups',
      method: 'delete',
      path: '/{groupId}/picture',
      tags: ['Groups'],
      summary: 'Remove a group’s picture',
      description: 'Who may: as for setting it. A group without a picture answers 204 all the same.',
      request: { params: groupPathSchema, query: groupQuerySchema },
      responses: { 204: { description: 'The group has no picture' }, ...errorResponses(400, 401, 403, 404, 409, 429, 502, 504) },
    }),
    async (c) => {
      const { stub, caller } = device(c, c.req.valid('query').deviceId);
      unwrap(await stub.removeGroupPicture(caller, groupJid(c.req.valid('param').groupId)));
      return c.body(null, 204);
    },
  );
