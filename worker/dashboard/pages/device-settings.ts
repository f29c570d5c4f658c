/**
 * The device page's forms (`device-health.tsx`, `device-rating.tsx`, `device-calls.tsx`): the number's warm-up, the
 * device's options, its rating question and its call settings, checked by the API's own schemas and set by the device object's RPC as
 * `PUT /devices/{id}/health/warmup` and `PATCH /devices/{id}` set them. A refusal shows the page
 * again with the issues beside the fields (400); a change goes back to the page, which says it
 * was saved. htmx swaps the form's panel out of either answer.
 */

import { callSettingsSchema } from '../../calls/call-settings';
import { deviceOptionsSchema } from '../../devices';
import { deviceStub } from '../../kernel';
import { warmupSchema } from '../../number-health/warmup';
import { ratingSettingsSchema } from '../../ratings/rating-settings';
import { unwrap } from '../../shared/outcome';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard } from '../env';
import { readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { callsFromForm } from './device-calls';
import { onFormRows, optionsFromForm, warmupFromForm } from './device-health';
import { ratingFromForm } from './device-rating';
import { devicePage, viewerDevice } from './devices';

export const deviceSettingsRoutes = createDashboard()
  .use('/devices/:id/warmup', signedIn(), inWorkspace(), allow('devices'))
  .use('/devices/:id/options', signedIn(), inWorkspace(), allow('devices'))
  .use('/devices/:id/rating', signedIn(), inWorkspace(), allow('devices'))
  .use('/devices/:id/calls', signedIn(), inWorkspace(), allow('devices'))
  .post('/devices/:id/warmup', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const device = await viewerDevice(c, c.req.param('id'));
    const { values, body, rows } = warmupFromForm(form);
    const checked = validate(warmupSchema, body, c.var.lang);
    if (!checked.ok) return devicePage(c, device, {}, 400, { warmup: { values, issues: onFormRows(checked.issues, rows) } });
    unwrap(await deviceStub(c.env, device.id).setWarmup(c.var.viewer.workspace.id, checked.value));
    return c.redirect(`/dashboard/devices/${device.id}?saved=warmup`, 303);
  })
  .post('/devices/:id/options', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const device = await viewerDevice(c, c.req.param('id'));
    const { values, body } = optionsFromForm(form);
    const checked = validate(deviceOptionsSchema, body, c.var.lang);
    if (!checked.ok) return devicePage(c, device, {}, 400, { options: { values, issues: checked.issues } });
    unwrap(await deviceStub(c.env, device.id).setOptions(c.var.viewer.workspace.id, checked.value));
    return c.redirect(`/dashboard/devices/${device.id}?saved=options`, 303);
  })
  .post('/devices/:id/rating', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const device = await viewerDevice(c, c.req.param('id'));
    const { values, body } = ratingFromForm(form);
    const checked = validate(ratingSettingsSchema, body, c.var.lang);
    if (!checked.ok) return devicePage(c, device, {}, 400, { rating: { values, issues: checked.issues } });
    unwrap(await deviceStub(c.env, device.id).setRatingSettings(c.var.viewer.workspace.id, checked.value));
    return c.redirect(`/dashboard/devices/${device.id}?saved=rating`, 303);
  })
  .post('/devices/:id/calls', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const device = await viewerDevice(c, c.req.param('id'));
    const { values, body } = callsFromForm(form);
    const checked = validate(callSettingsSchema, body, c.var.lang);
    if (!checked.ok) return devicePage(c, device, {}, 400, { calls: { values, issues: checked.issues } });
    unwrap(await deviceStub(c.env, device.id).setCallSettings(c.var.viewer.workspace.id, checked.value));
    return c.redirect(`/dashboard/devices/${device.id}?saved=calls`, 303);
  });
