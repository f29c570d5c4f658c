/**
 * One group of a device's account: its name and description, its people with their roles (made
 * admin, removed as admin or removed, one form each), adding people, the invite link (shown or
 * reset) and leaving. WhatsApp decides who may do what: its refusal shows above the forms.
 */
import type { GroupDetails, GroupParticipantChange } from '../../../protocol';
import { inviteLinkOf } from '../../groups/group-updates';
import type { DeviceView } from '../../kernel';
import { Button, type Column, Field, Form, IssueSummary, Table, TextArea, useDashboard } from '../components';
import { Secret } from '../components/secret';
import type { FieldIssues } from '../forms';

export type GroupPageState = {
  done?: 'saved' | undefined;
  issues?: FieldIssues;
  /** The people WhatsApp did not change in the last participants call, with its code for each. */
  failed?: { phoneNumber: string; code: number | null }[];
  failedAction?: GroupParticipantChange;
  /** The invite code, once asked for. */
  invite?: string;
};

type Person = GroupDetails['participants'][number];

/** A one-button form that changes one person: `action` is the participants call's. */
function PersonAction({
  base,
  person,
  action,
  label,
  confirm,
}: {
  base: string;
  person: string;
  action: GroupParticipantChange;
  label: string;
  confirm?: string;
}) {
  return (
    <Form action={`${base}/participants`} class="inline" confirm={confirm}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="participants" value={person} />
      <Button kind={action === 'remove' ? 'danger' : 'secondary'}>{label}</Button>
    </Form>
  );
}

export function GroupPage({ device, group, o }: { device: DeviceView; group: GroupDetails; o: GroupPageState }) {
  const { t } = useDashboard().var;
  const g = t.groupsPage;
  const base = `/dashboard/groups/${device.id}/${encodeURIComponent(group.id)}`;
  const issues = o.issues ?? {};
  const columns: Column<Person>[] = [
    { label: g.phone, cell: (p) => p.phoneNumber ?? `${g.hidden} (${p.lid ?? '?'})` },
    { label: g.role, cell: (p) => g.roles[p.admin ?? 'member'] },
    {
      label: t.common.actions,
      cell: (p) =>
        p.phoneNumber && p.phoneNumber !== device.phoneNumber ? (
          <div class="actions">
            {p.admin === null ? (
              <PersonAction base={base} person={p.phoneNumber} action="promote" label={g.promote} />
            ) : (
              p.admin === 'admin' && <PersonAction base={base} person={p.phoneNumber} action="demote" label={g.demote} />
            )}
            <PersonAction base={base} person={p.phoneNumber} action="remove" label={g.remove} confirm={g.removeConfirm} />
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <p>
        <a href={`/dashboard/groups?device=${device.id}`}>← {g.back}</a>
      </p>
      {o.done === 'saved' && (
        <div class="alert ok" role="status">
          {g.saved}
        </div>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      {o.failed && o.failed.length > 0 && (
        <div class="alert error" role="alert">
          <p>{g.results}</p>
          <ul>
            {o.failed.map((r) => (
              <li>
                {r.phoneNumber}: {g.reason(o.failedAction ?? 'add', r.code ?? 500)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <section class="card">
        <Form action={`${base}/subject`} novalidate>
          <Field name="subject" label={g.subject} issues={issues} value={group.subject} required />
          <Button>{g.save}</Button>
        </Form>
      </section>
      <section class="card">
        <Form action={`${base}/description`} novalidate>
          <TextArea name="description" label={g.description} hint={g.descriptionHint} issues={issues} value={group.description ?? ''} />
          <Button>{g.save}</Button>
        </Form>
      </section>
      <section class="card">
        <h2>{g.people}</h2>
        <div class="table-wrap">
          <Table
            columns={columns}
            rows={group.participants}
            empty=""
            rowAttributes={(p) => ({ 'data-person': p.phoneNumber ?? p.lid ?? '' })}
          />
        </div>
        <Form action={`${base}/participants`} novalidate>
          <input type="hidden" name="action" value="add" />
          <TextArea name="participants" label={g.add} hint={g.participantsHint} issues={issues} rows={2} />
          <Button kind="secondary">{g.addSubmit}</Button>
        </Form>
      </section>
      <section class="card">
        <h2>{g.inviteTitle}</h2>
        <p class="hint">{g.inviteHint}</p>
        {o.invite && <Secret id="invite-link" label={g.inviteTitle} value={inviteLinkOf(o.invite)} />}
        <div class="actions">
          <Form action={`${base}/invite`} class="inline">
            <Button kind="secondary">{g.inviteShow}</Button>
          </Form>
          <Form action={`${base}/invite`} class="inline" confirm={g.inviteResetConfirm}>
            <input type="hidden" name="reset" value="1" />
            <Button kind="secondary">{g.inviteReset}</Button>
          </Form>
        </div>
      </section>
      <section class="card">
        <h2>{g.leaveTitle}</h2>
        <p class="hint">{g.leaveHint}</p>
        <Form action={`${base}/leave`} confirm={g.leaveConfirm}>
          <Button kind="danger">{g.leave}</Button>
        </Form>
      </section>
    </>
  );
}
