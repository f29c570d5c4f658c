/**
 * Teams: the workspace's teams (owners, `members`), each with its strategy, cap, hand-back,
 * devices and members (their status and load), made and changed through the same desk as
 * /admin/workspaces/:ws/teams; the idle time after which a member goes away. And `/status`, where
 * any member sets themselves available or away (the header's toggle).
 */
import type { Context } from 'hono';
import { type DeviceRow, listDevices } from '../../kernel';
import { listMembers } from '../../members';
import { HttpError } from '../../shared/errors';
import { teamsStub } from '../../teams/desk-stub';
import { AGENT_STATUSES, TEAM_STRATEGIES } from '../../teams/desk-tables';
import type { Team } from '../../teams/desk-teams';
import { deskSettingsSchema, teamInputSchema, teamMemberInputSchema } from '../../teams/schemas';
import { Badge, Button, Checkbox, Field, Form, PostButton, Select, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { errorText, type Form as PostedForm, readForm, validate } from '../forms';
import { statusSet } from '../presence';
import { allow, inWorkspace, signedIn } from '../session';

const DONE = ['created', 'saved', 'deleted', 'settingsSaved'] as const;
type Done = (typeof DONE)[number];
type Member = { accountId: string; name: string };

function TeamFields({ team, devices }: { team?: Team; devices: readonly DeviceRow[] }) {
  const tt = useDashboard().var.t.teams;
  const id = team?.id ?? 'new';
  return (
    <>
      <Field name="name" id={`f-name-${id}`} label={tt.name} value={team?.name ?? ''} required />
      <Select
        name="strategy"
        id={`f-strategy-${id}`}
        label={tt.strategy}
        value={team?.strategy ?? 'round-robin'}
        options={TEAM_STRATEGIES.map((s) => ({ value: s, label: tt.strategies[s] ?? s }))}
      />
      <Field
        name="cap"
        id={`f-cap-${id}`}
        type="number"
        min={1}
        max={1000}
        label={tt.cap}
        hint={tt.capHint}
        value={String(team?.cap ?? 5)}
      />
      <div class="checks">
        <Checkbox name="handBack" checked={team?.handBack ?? false} value="on">
          {tt.handBack}
        </Checkbox>
      </div>
      <fieldset class="checks">
        <legend>{tt.devices}</legend>
        {devices.length === 0 && <p class="muted">{tt.noDevices}</p>}
        {devices.map((d) => (
          <Checkbox name="deviceIds" value={d.id} checked={team?.deviceIds.includes(d.id) ?? false}>
            {d.name}
          </Checkbox>
        ))}
        <p class="hint">{tt.devicesHint}</p>
      </fieldset>
    </>
  );
}

function TeamCard({ team, devices, members }: { team: Team; devices: readonly DeviceRow[]; members: readonly Member[] }) {
  const { t } = useDashboard().var;
  const tt = t.teams;
  const names = new Map(members.map((m) => [m.accountId, m.name]));
  const outside = members.filter((m) => !team.members.some((x) => x.memberId === m.accountId));
  return (
    <section class="card team" aria-labelledby={`team-${team.id}`} data-team={team.id}>
      <h2 id={`team-${team.id}`}>{team.name}</h2>
      <p>
        <Badge tone={team.queued > 0 ? 'warn' : 'plain'} label={tt.queued(team.queued)} /> · {tt.strategies[team.strategy]}
      </p>
      <h3>{tt.members}</h3>
      {team.members.length === 0 && <p class="muted">{tt.noMembers}</p>}
      <ul class="team-members">
        {team.members.map((m) => (
          <li class="team-member">
            <strong>{names.get(m.memberId) ?? m.memberId}</strong>{' '}
            <Badge tone={m.status === 'available' ? 'ok' : 'plain'} label={tt.status[m.status] ?? m.status} />{' '}
            <span class="muted">{tt.load(m.openCount, m.cap ?? team.cap)}</span>{' '}
            <PostButton action={`/dashboard/teams/${team.id}/members/${m.memberId}/remove`} label={tt.remove} />
          </li>
        ))}
      </ul>
      {outside.length > 0 && (
        <Form action={`/dashboard/teams/${team.id}/members`} class="row">
          <Select
            name="memberId"
            id={`f-member-${team.id}`}
            label={tt.addMember}
            options={outside.map((m) => ({ value: m.accountId, label: m.name }))}
          />
          <Field name="cap" id={`f-member-cap-${team.id}`} type="number" min={1} max={1000} label={tt.memberCap} />
          <div class="field submit">
            <Button kind="secondary">{tt.addMember}</Button>
          </div>
        </Form>
      )}
      <details>
        <summary>{tt.edit}</summary>
        <Form action={`/dashboard/teams/${team.id}`}>
          <TeamFields team={team} devices={devices} />
          <Button>{tt.save}</Button>
        </Form>
      </details>
      <PostButton action={`/dashboard/teams/${team.id}/delete`} label={t.common.delete} confirm={tt.deleteConfirm} kind="danger" />
    </section>
  );
}

function TeamsPage(p: {
  teams: readonly Team[];
  devices: readonly DeviceRow[];
  members: readonly Member[];
  awayAfterMinutes: number;
  done: Done | undefined;
  error: string | null;
}) {
  const tt = useDashboard().var.t.teams;
  return (
    <>
      <p>{tt.intro}</p>
      {p.done && (
        <div class="alert ok" role="status">
          {tt[p.done]}
        </div>
      )}
      {p.error && (
        <div class="alert bad" role="alert">
          {p.error}
        </div>
      )}
      {p.teams.length === 0 && <p class="muted">{tt.empty}</p>}
      {p.teams.map((team) => (
        <TeamCard team={team} devices={p.devices} members={p.members} />
      ))}
      <section class="card" aria-labelledby="new-team">
        <h2 id="new-team">{tt.newTitle}</h2>
        <Form action="/dashboard/teams">
          <TeamFields devices={p.devices} />
          <Button>{tt.create}</Button>
        </Form>
      </section>
      <section class="card">
        <Form action="/dashboard/teams/settings" class="row">
          <Field
            name="awayAfterMinutes"
            type="number"
            min={1}
            max={1440}
            label={tt.awayAfter}
            hint={tt.awayAfterHint}
            value={String(p.awayAfterMinutes)}
          />
          <div class="field submit">
            <Button kind="secondary">{tt.save}</Button>
          </div>
        </Form>
      </section>
    </>
  );
}

async function page(c: Context<DashboardEnv>, error: string | null = null, status: 200 | 400 | 404 | 409 = 200) {
  const ws = c.var.viewer.workspace.id;
  const desk = teamsStub(c.env, ws);
  const [teams, devices, members, settings] = await Promise.all([
    desk.teams(),
    listDevices(c.var.db, ws),
    listMembers(c.var.db, ws),
    desk.settings(),
  ]);
  const done = DONE.find((d) => d === c.req.query('done'));
  c.status(status);
  return c.render(
    <TeamsPage teams={teams} devices={devices} members={members} awayAfterMinutes={settings.awayAfterMinutes} done={done} error={error} />,
    { title: c.var.t.teams.title, active: 'teams' },
  );
}

/** A posted form, its CSRF checked: its fields. */
async function posted(c: Context<DashboardEnv>): Promise<PostedForm> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

function teamValues(form: PostedForm) {
  const cap = form.get('cap').trim();
  return {
    name: form.get('name'),
    strategy: form.get('strategy') || 'round-robin',
    cap: cap === '' ? undefined : Number(cap),
    handBack: form.get('handBack') === 'on',
    deviceIds: form.all('deviceIds'),
  };
}

/** Runs a change; a refusal (a rule broken, a device another team's) is shown on the page in the viewer's language. */
async function changed(c: Context<DashboardEnv>, run: () => Promise<unknown>, done: Done) {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 404 || error.status === 409)) {
      return page(c, errorText(error, c.var.lang), error.status);
    }
    throw error;
  }
  return c.redirect(`/dashboard/teams?done=${done}`, 303);
}

function checked<T>(result: { ok: true; value: T } | { ok: false; issues: Record<string, string[]> }): T {
  if (result.ok) return result.value;
  const first = Object.entries(result.issues)[0];
  throw new HttpError(400, first ? `${first[0]}: ${first[1].join(' ')}` : 'invalid');
}

/** Where the status form came from (a dashboard path), to go back to. */
function back(path: string): string {
  return path.startsWith('/dashboard') && !path.startsWith('//') ? path : '/dashboard/inbox';
}

async function unwrapped<T>(outcome: Promise<{ ok: true; value: T } | { ok: false; status: number; message: string }>): Promise<T> {
  const o = await outcome;
  if (o.ok) return o.value;
  throw new HttpError(o.status as 400, o.message);
}

export const teamsPages = createDashboard()
  .post('/status', signedIn(), inWorkspace(), allow('inbox'), async (c) => {
    const form = await posted(c);
    const memberId = c.var.viewer.session.account?.id;
    const status = AGENT_STATUSES.find((s) => s === form.get('status'));
    if (!memberId || !status) throw new HttpError(400, 'status must be available or away');
    await teamsStub(c.env, c.var.viewer.workspace.id).setStatus(memberId, status);
    statusSet(c, status);
    return c.redirect(back(form.get('back')), 303);
  })
  .use('/teams', signedIn(), inWorkspace(), allow('members'))
  .use('/teams/*', signedIn(), inWorkspace(), allow('members'))
  .get('/teams', (c) => page(c))
  .post('/teams', async (c) => {
    const form = await posted(c);
    return changed(
      c,
      async () => {
        const input = checked(validate(teamInputSchema, teamValues(form), c.var.lang));
        await unwrapped(teamsStub(c.env, c.var.viewer.workspace.id).createTeam(input));
      },
      'created',
    );
  })
  .post('/teams/settings', async (c) => {
    const form = await posted(c);
    return changed(
      c,
      async () => {
        const input = checked(validate(deskSettingsSchema, { awayAfterMinutes: Number(form.get('awayAfterMinutes')) }, c.var.lang));
        await teamsStub(c.env, c.var.viewer.workspace.id).setSettings(input);
      },
      'settingsSaved',
    );
  })
  .post('/teams/:teamId', async (c) => {
    const form = await posted(c);
    return changed(
      c,
      async () => {
        const input = checked(validate(teamInputSchema, teamValues(form), c.var.lang));
        await unwrapped(teamsStub(c.env, c.var.viewer.workspace.id).updateTeam(c.req.param('teamId'), input));
      },
      'saved',
    );
  })
  .post('/teams/:teamId/delete', async (c) => {
    await posted(c);
    return changed(c, () => unwrapped(teamsStub(c.env, c.var.viewer.workspace.id).deleteTeam(c.req.param('teamId'))), 'deleted');
  })
  .post('/teams/:teamId/members', async (c) => {
    const form = await posted(c);
    return changed(
      c,
      async () => {
        const memberId = form.get('memberId');
        const members = await listMembers(c.var.db, c.var.viewer.workspace.id);
        if (!members.some((m) => m.accountId === memberId)) throw new HttpError(404, `member ${memberId.slice(0, 64)} not found`);
        const cap = form.get('cap').trim();
        const input = checked(validate(teamMemberInputSchema, { cap: cap === '' ? null : Number(cap) }, c.var.lang));
        await unwrapped(teamsStub(c.env, c.var.viewer.workspace.id).setTeamMember(c.req.param('teamId'), memberId, input.cap ?? null));
      },
      'saved',
    );
  })
  .post('/teams/:teamId/members/:memberId/remove', async (c) => {
    await posted(c);
    return changed(
      c,
      () => unwrapped(teamsStub(c.env, c.var.viewer.workspace.id).removeTeamMember(c.req.param('teamId'), c.req.param('memberId'))),
      'saved',
    );
  });
