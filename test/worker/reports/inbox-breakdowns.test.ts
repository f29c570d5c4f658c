/**
 * The inbox report by team (its members' ratings and response times, by the members it has now)
 * and by label (conversations opened and resolved carrying it, and their response times, counted
 * from when the label is put on).
 */
import { describe, expect, it } from 'vitest';
import { admin, connectedDevice, type FakeNode } from '../helpers';
import { addMember, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { makeTeam } from '../teams/team-helpers';
import { at, report } from './report-helpers';

type Summary = { count: number; median: number | null; p90: number | null };
type Ratings = { count: number; average: number | null; distribution: Record<string, number> };
type TeamRow = {
  teamId: string;
  name: string;
  members: number;
  resolved: number;
  firstResponse: Summary;
  resolution: Summary;
  ratings: Ratings;
};
type LabelRow = {
  labelId: string;
  name: string | null;
  color: string | null;
  opened: number;
  resolved: number;
  firstResponse: Summary;
  resolution: Summary;
};
type Inbox = { totals: { opened: number; resolved: number }; teams: TeamRow[]; labels: LabelRow[] };

const MINUTE = 60_000;
const DAY = 'from=2026-11-23&to=2026-11-23';
const NONE: Summary = { count: 0, median: null, p90: null };

type Shop = { workspaceId: string; deviceId: string; node: FakeNode };

async function conversationPath(s: Shop, phone: string): Promise<string> {
  const found = (await inboxList(s.workspaceId, s.deviceId)).find((c) => c.phoneNumber === phone);
  if (!found) throw new Error(`no conversation with ${phone}`);
  return `/devices/${s.deviceId}/conversations/${found.id}`;
}

/** At `start` (UTC) `phone` writes; `agent` answers after `answerMs` and resolves after `resolveMs`, both from `start`. */
async function served(s: Shop, phone: string, agent: string, start: string, answerMs: number, resolveMs: number): Promise<string> {
  const t0 = Date.parse(start);
  at(s.deviceId, start);
  await receive(s.node, phone, 'Halo kak', { timestamp: t0 });
  const path = await conversationPath(s, phone);
  expect((await admin('POST', `${path}/assign`, { memberId: agent })).status).toBe(200);
  at(s.deviceId, new Date(t0 + answerMs).toISOString());
  expect((await admin('POST', `${path}/reply`, { text: 'Siap kak', memberId: agent })).status).toBe(201);
  at(s.deviceId, new Date(t0 + resolveMs).toISOString());
  expect((await admin('POST', `${path}/resolve`)).status).toBe(200);
  return path;
}

describe('the inbox report by team', () => {
  it('sums each team’s members’ ratings and response times, by the members it has now', async () => {
    const s = await connectedDevice();
    let sent = 0;
    s.node.onSend = (params) => {
      sent += 1;
      return { messageId: params.messageId ?? `3EB0${String(sent).padStart(16, '0')}` };
    };
    expect((await admin('PUT', `/devices/${s.deviceId}/rating`, { enabled: true })).status).toBe(200);
    const [ani, budi, cici] = [await addMember(s.workspaceId), await addMember(s.workspaceId), await addMember(s.workspaceId)];
    // Budi is in both teams; no team answers the device, so nothing is assigned automatically.
    const sales = await makeTeam(s.workspaceId, { name: 'Penjualan' }, [ani, budi]);
    const care = await makeTeam(s.workspaceId, { name: 'Keluhan' }, [budi, cici]);
    const quiet = await makeTeam(s.workspaceId, { name: 'Gudang' });

    // Ani answers in 90 s (under 2 min) and 20 s (under 30 s); Budi in 10 min (under 15 min); Cici in 45 s (under 1 min).
    const answers: [string, string, number, number][] = [
      ['6281111111111', ani, 90_000, 5],
      ['6282222222222', ani, 20_000, 3],
      ['6283333333333', budi, 10 * MINUTE, 1],
      ['6284444444444', cici, 45_000, 4],
    ];
    for (const [i, [phone, agent, answerMs]] of answers.entries()) {
      await served(s, phone, agent, `2026-11-23T0${i + 1}:00:00Z`, answerMs, answerMs + MINUTE);
    }
    await expect.poll(() => sent).toBe(8); // each reply and each rating question
    for (const [phone, , , score] of answers) {
      await receive(s.node, phone, `${score}`, {
        type: 'button-reply',
        selectedId: `kurir-rating:${score}`,
        timestamp: Date.parse('2026-11-23T06:00:00Z'),
      });
    }

    const inbox = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', DAY);
    const byName = Object.fromEntries(inbox.teams.map((t) => [t.name, t]));
    expect(inbox.teams.map((t) => t.name)).toEqual(['Gudang', 'Keluhan', 'Penjualan']);
    expect(byName.Penjualan).toEqual({
      teamId: sales.id,
      name: 'Penjualan',
      members: 2,
      resolved: 3,
      firstResponse: { count: 3, median: 2 * MINUTE, p90: 15 * MINUTE },
      resolution: { count: 3, median: 5 * MINUTE, p90: 15 * MINUTE },
      ratings: { count: 3, average: 3, distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 } },
    });
    expect(byName.Keluhan).toMatchObject({
      teamId: care.id,
      members: 2,
      resolved: 2,
      firstResponse: { count: 2, median: MINUTE, p90: 15 * MINUTE },
      ratings: { count: 2, average: 2.5, distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
    expect(byName.Gudang).toEqual({
      teamId: quiet.id,
      name: 'Gudang',
      members: 0,
      resolved: 0,
      firstResponse: NONE,
      resolution: NONE,
      ratings: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });

    // Cici leaves Keluhan: the team's figures are Budi's alone from then on, for the same range.
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/teams/${care.id}/members/${cici}`)).status).toBe(200);
    const after = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', DAY);
    expect(after.teams.find((t) => t.teamId === care.id)).toMatchObject({
      members: 1,
      resolved: 1,
      firstResponse: { count: 1, median: 15 * MINUTE },
      ratings: { count: 1, average: 1 },
    });
  });
});

describe('the inbox report by label', () => {
  it('counts conversations and response times per label from when the label is put on, and names a deleted label as none', async () => {
    const s = await connectedDevice();
    s.node.onSend = (params) => ({ messageId: params.messageId ?? `3EB0${crypto.randomUUID().slice(0, 12)}` });
    const agent = await addMember(s.workspaceId);
    const label = async (name: string, color: string) => {
      const made = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/labels`, { name, color });
      expect(made.status).toBe(201);
      return made.body.id;
    };
    const [vip, complaint] = [await label('VIP', 'purple'), await label('Komplain', 'red')];
    const put = async (path: string, labelId: string, when: string) => {
      at(s.deviceId, when);
      expect((await admin('POST', `${path}/labels`, { labelId })).status).toBe(200);
    };

    // 02:00 Joko writes; VIP is put on a minute later, taken off and put back (one opening, counted once).
    at(s.deviceId, '2026-11-23T02:00:00Z');
    await receive(s.node, '6281234567890', 'Halo', { timestamp: Date.parse('2026-11-23T02:00:00Z') });
    const joko = await conversationPath(s, '6281234567890');
    await put(joko, vip, '2026-11-23T02:01:00Z');
    at(s.deviceId, '2026-11-23T02:01:10Z');
    expect((await admin('DELETE', `${joko}/labels/${vip}`)).status).toBe(200);
    await put(joko, vip, '2026-11-23T02:01:20Z');
    // The agent answers after 90 s (under 2 min), then Komplain is put on: it counts no first response.
    at(s.deviceId, '2026-11-23T02:01:30Z');
    expect((await admin('POST', `${joko}/reply`, { text: 'Ada kak', memberId: agent })).status).toBe(201);
    await put(joko, complaint, '2026-11-23T02:05:00Z');
    // Resolved after 10 min (under 15 min), carrying both.
    at(s.deviceId, '2026-11-23T02:10:00Z');
    expect((await admin('POST', `${joko}/resolve`)).status).toBe(200);

    // 03:00 Sari writes and is given VIP; resolved after 20 min (under 30 min), unanswered.
    at(s.deviceId, '2026-11-23T03:00:00Z');
    await receive(s.node, '6282222222222', 'Ongkir?', { timestamp: Date.parse('2026-11-23T03:00:00Z') });
    const sari = await conversationPath(s, '6282222222222');
    await put(sari, vip, '2026-11-23T03:00:30Z');
    at(s.deviceId, '2026-11-23T03:20:00Z');
    expect((await admin('POST', `${sari}/resolve`)).status).toBe(200);
    // Komplain put on Sari's resolved conversation counts nothing: no opening, no resolution.
    await put(sari, complaint, '2026-11-23T03:30:00Z');

    // 04:00 Joko writes again: the conversation reopens carrying both labels; answered in 20 s (under 30 s).
    at(s.deviceId, '2026-11-23T04:00:00Z');
    await receive(s.node, '6281234567890', 'Kak, lagi', { timestamp: Date.parse('2026-11-23T04:00:00Z') });
    at(s.deviceId, '2026-11-23T04:00:20Z');
    expect((await admin('POST', `${joko}/reply`, { text: 'Ya kak', memberId: agent })).status).toBe(201);

    const inbox = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', `${DAY}&tz=UTC`);
    expect(inbox.totals).toMatchObject({ opened: 3, resolved: 2 });
    expect(inbox.labels).toEqual([
      {
        labelId: vip,
        name: 'VIP',
        color: 'purple',
        opened: 3,
        resolved: 2,
        firstResponse: { count: 2, median: 30_000, p90: 2 * MINUTE },
        resolution: { count: 2, median: 15 * MINUTE, p90: 30 * MINUTE },
      },
      {
        labelId: complaint,
        name: 'Komplain',
        color: 'red',
        opened: 2,
        resolved: 1,
        firstResponse: { count: 1, median: 30_000, p90: 30_000 },
        resolution: { count: 1, median: 15 * MINUTE, p90: 15 * MINUTE },
      },
    ]);
    // Nothing counted for a label on another day.
    expect((await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', 'from=2026-11-24&to=2026-11-24')).labels).toEqual([]);

    // Komplain deleted: its figures stay, unnamed.
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/labels/${complaint}`)).status).toBe(204);
    const later = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', DAY);
    expect(later.labels.find((l) => l.labelId === complaint)).toMatchObject({ name: null, color: null, opened: 2 });
  });
});
