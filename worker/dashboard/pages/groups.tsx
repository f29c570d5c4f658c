/**
 * Groups: the WhatsApp groups a device's account is in, made and managed from the dashboard as the
 * API's `/groups` routes do, through the same calls of the device's object (owners and admins, as
 * the devices are). Each action is one WhatsApp query through the device's session; what WhatsApp
 * or Kurir refuses (not an admin: 403; the device not connected: 409) shows above the page's forms
 * in the viewer's language, and nothing else changes.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { changeParticipantsSchema, createGroupSchema, groupPathSchema } from '../../groups/group-schemas';
import { type DeviceRow, deviceStub, listDevices } from '../../kernel';
import { Button, type Column, Field, Form, IssueSummary, Select, Table, TextArea, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, type Form as Posted, readForm, refusalText, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { viewerDevice } from './devices';
import { GroupPage, type GroupPageState } from './group-page';

type Summary = { id: string; subject: string; size: number };
type ListState = { subject?: string; participants?: string; issues?: FieldIssues; refused?: string; notice?: string };

/** The numbers of a textarea: one per line or separated by commas or spaces. */
export function numbersOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((n) => n.replace(/^\+/, ''))
    .filter(Boolean);
}

export const groupsHref = (deviceId: string, groupId?: string) =>
  groupId ? `/dashboard/groups/${deviceId}/${encodeURIComponent(groupId)}` : `/dashboard/groups?device=${deviceId}`;

function GroupsList({ devices, device, groups, o }: { devices: DeviceRow[]; device: DeviceRow | null; groups: Summary[]; o: ListState }) {
  const { t } = useDashboard().var;
  const g = t.groupsPage;
  if (!device) return <p class="alert">{g.noDevice}</p>;
  const columns: Column<Summary>[] = [
    {
      label: g.subject,
      cell: (r) => <a href={groupsHref(device.id, r.id)}>{r.subject || t.inbox.group(r.id.slice(-10, -5))}</a>,
      wrap: true,
    },
    { label: g.size, cell: (r) => String(r.size) },
  ];
  const issues = o.issues ?? {};
  return (
    <>
      <p>{g.intro}</p>
      <form method="get" action="/dashboard/groups" class="inline">
        <Select name="device" label={g.device} value={device.id} options={devices.map((d) => ({ value: d.id, label: d.name }))} />
        <Button kind="secondary">{g.show}</Button>
      </form>
      {o.notice && (
        <div class="alert ok" role="status">
          {o.notice}
        </div>
      )}
      {o.refused && (
        <div class="alert error" role="alert">
          {o.refused}
        </div>
      )}
      <div class="table-wrap">
        <Table columns={columns} rows={groups} empty={g.empty} rowAttributes={(r) => ({ 'data-group': r.id })} />
      </div>
      <section class="card">
        <h2>{g.newTitle}</h2>
        <IssueSummary issues={issues} text={t.common.fixErrors} />
        <Form action={`/dashboard/groups/${device.id}/new`} novalidate>
          <Field name="subject" label={g.subject} issues={issues} value={o.subject} required />
          <TextArea name="participants" label={g.participants} hint={g.participantsHint} issues={issues} value={o.participants} required />
          <Button>{g.create}</Button>
        </Form>
      </section>
    </>
  );
}

async function listPage(c: Context<DashboardEnv>, deviceId: string | undefined, o: ListState = {}, status: ContentfulStatusCode = 200) {
  const ws = c.var.viewer.workspace.id;
  const devices = await listDevices(c.var.db, ws);
  const device = devices.find((d) => d.id === deviceId) ?? devices[0] ?? null;
  let groups: Summary[] = [];
  let refused = o.refused;
  if (device) {
    const outcome = await deviceStub(c.env, device.id).groups(ws);
    if (outcome.ok) groups = [...outcome.value].sort((a, b) => a.subject.localeCompare(b.subject));
    else refused ??= refusalText(outcome, c.var.lang);
  }
  c.status(status);
  return c.render(<GroupsList devices={devices} device={device} groups={groups} o={{ ...o, refused }} />, {
    title: c.var.t.groupsPage.title,
    active: 'groups',
  });
}

async function groupPage(
  c: Context<DashboardEnv>,
  deviceId: string,
  groupId: string,
  o: GroupPageState = {},
  status: ContentfulStatusCode = 200,
) {
  const device = await viewerDevice(c, deviceId);
  const outcome = await deviceStub(c.env, device.id).group(c.var.viewer.workspace.id, groupId);
  // A group the account left or never was in: back to the device's list, saying why.
  if (!outcome.ok) return listPage(c, device.id, { refused: refusalText(outcome, c.var.lang) }, outcome.status);
  c.status(status);
  return c.render(<GroupPage device={device} group={outcome.value} o={o} />, { title: outcome.value.subject, active: 'groups' });
}

/** The form of a POST, its CSRF token checked. */
async function posted(c: Context<DashboardEnv>): Promise<Posted> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

const text = (form: Posted, name: string) => form.get(name);

/** The group of the path, as the API takes it (a JID …@g.us), or a 404 page for anything else. */
function groupIdOf(c: Context<DashboardEnv>): string | null {
  const parsed = groupPathSchema.safeParse({ groupId: c.req.param('groupId') });
  return parsed.success ? parsed.data.groupId : null;
}

const descriptionForm = z.object({ description: z.string().max(2_048) });

export const groupPages = createDashboard()
  .use('/groups', signedIn(), inWorkspace(), allow('devices'))
  .use('/groups/*', signedIn(), inWorkspace(), allow('devices'))
  .get('/groups', (c) => listPage(c, c.req.query('device')))
  .post('/groups/:deviceId/new', async (c) => {
    const form = await posted(c);
    const device = await viewerDevice(c, c.req.param('deviceId'));
    const o = { subject: text(form, 'subject'), participants: text(form, 'participants') };
    const checked = validate(createGroupSchema, { subject: o.subject, participants: numbersOf(o.participants) }, c.var.lang);
    if (!checked.ok) return listPage(c, device.id, { ...o, issues: checked.issues }, 400);
    const made = await deviceStub(c.env, device.id).createGroup(
      c.var.viewer.workspace.id,
      checked.value.subject,
      checked.value.participants,
    );
    if (!made.ok) return listPage(c, device.id, { ...o, issues: { _: [refusalText(made, c.var.lang)] } }, made.status);
    return c.redirect(groupsHref(device.id, made.value.id), 303);
  })
  .get('/groups/:deviceId/:groupId', async (c) => {
    const groupId = groupIdOf(c);
    if (!groupId) return listPage(c, c.req.param('deviceId'), {}, 404);
    return groupPage(c, c.req.param('deviceId'), groupId, { done: c.req.query('done') === 'saved' ? 'saved' : undefined });
  })
  .post('/groups/:deviceId/:groupId/:action{subject|description|participants|invite|leave}', async (c) => {
    const form = await posted(c);
    const groupId = groupIdOf(c);
    const deviceId = (await viewerDevice(c, c.req.param('deviceId'))).id;
    if (!groupId) return listPage(c, deviceId, {}, 404);
    const stub = deviceStub(c.env, deviceId);
    const ws = c.var.viewer.workspace.id;
    const lang = c.var.lang;
    const refused = (outcome: { status: number; message: string }, state: GroupPageState = {}) =>
      groupPage(c, deviceId, groupId, { ...state, issues: { _: [refusalText(outcome, lang)] } }, outcome.status as ContentfulStatusCode);
    const saved = () => c.redirect(`${groupsHref(deviceId, groupId)}?done=saved`, 303);
    switch (c.req.param('action')) {
      case 'subject': {
        const checked = validate(createGroupSchema.pick({ subject: true }), { subject: text(form, 'subject') }, lang);
        if (!checked.ok) return groupPage(c, deviceId, groupId, { issues: checked.issues }, 400);
        const outcome = await stub.setGroupSubject(ws, groupId, checked.value.subject);
        return outcome.ok ? saved() : refused(outcome);
      }
      case 'description': {
        const checked = validate(descriptionForm, { description: text(form, 'description').trim() }, lang);
        if (!checked.ok) return groupPage(c, deviceId, groupId, { issues: checked.issues }, 400);
        const outcome = await stub.setGroupDescription(ws, groupId, checked.value.description);
        return outcome.ok ? saved() : refused(outcome);
      }
      case 'participants': {
        const input = { action: text(form, 'action'), participants: numbersOf(text(form, 'participants')) };
        const checked = validate(changeParticipantsSchema, input, lang);
        if (!checked.ok) return groupPage(c, deviceId, groupId, { issues: checked.issues }, 400);
        const outcome = await stub.changeGroupParticipants(ws, groupId, checked.value.action, checked.value.participants);
        if (!outcome.ok) return refused(outcome);
        const failed = outcome.value.filter((r) => r.code !== null);
        return failed.length === 0 ? saved() : groupPage(c, deviceId, groupId, { failed, failedAction: checked.value.action });
      }
      case 'invite': {
        const outcome = await stub.groupInvite(ws, groupId, text(form, 'reset') === '1');
        return outcome.ok ? groupPage(c, deviceId, groupId, { invite: outcome.value }) : refused(outcome);
      }
      default: {
        const outcome = await stub.leaveGroup(ws, groupId);
        if (!outcome.ok) return refused(outcome);
        return listPage(c, deviceId, { notice: c.var.t.groupsPage.left });
      }
    }
  });
