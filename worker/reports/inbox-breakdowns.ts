/**
 * The inbox report's breakdowns by team and by label. A team's figures are its members' (the
 * agents' counters summed over the members it has now: a member in two teams counts in both); a
 * label's are its own counters (`label-triggers.ts`), named from D1 for the few labels the range holds.
 */
import { RESPONSE_EDGES_MS, summarize } from './histogram';
import { METRIC } from './report-counters';
import type { CountRow } from './report-query';
import { histogram, of, ratingSummary, total } from './row-sums';

export type TeamRef = { id: string; name: string; memberIds: readonly string[] };
export type LabelName = { name: string; color: string };

/** What the inbox report looks up besides its counters: the workspace's teams, and labels' names by id. */
export type InboxLookups = {
  teams: () => Promise<TeamRef[]>;
  labels: (ids: string[]) => Promise<Map<string, LabelName>>;
};

export const NO_LOOKUPS: InboxLookups = { teams: async () => [], labels: async () => new Map() };

/** The counters the label breakdown reads. */
export const LABEL_METRICS = [METRIC.label, METRIC.labelFirstResponse, METRIC.labelResolution] as const;

/** Each team with its members' resolved conversations, response times and ratings, in the teams' order. */
export function teamBreakdown(teams: readonly TeamRef[], rows: readonly CountRow[]) {
  return teams.map((team) => {
    const members = new Set(team.memberIds);
    const own = (metric: string) => of(rows, metric).filter((r) => members.has(r.subject));
    return {
      teamId: team.id,
      name: team.name,
      members: members.size,
      resolved: total(own(METRIC.conversations).filter((r) => r.dim === 'resolved')),
      firstResponse: summarize(RESPONSE_EDGES_MS, histogram(own(METRIC.firstResponse))),
      resolution: summarize(RESPONSE_EDGES_MS, histogram(own(METRIC.resolution))),
      ratings: ratingSummary(own(METRIC.rating)),
    };
  });
}

/** Each label the range counts anything for, most conversations first: opened and resolved carrying it, and their response times. */
export async function labelBreakdown(rows: readonly CountRow[], names: InboxLookups['labels']) {
  const ids = [...new Set(LABEL_METRICS.flatMap((m) => of(rows, m).map((r) => r.subject)))].filter((id) => id !== '');
  const named = ids.length === 0 ? new Map<string, LabelName>() : await names(ids);
  return ids
    .map((labelId) => {
      const own = (metric: string) => of(rows, metric).filter((r) => r.subject === labelId);
      const counted = (dim: string) => total(own(METRIC.label).filter((r) => r.dim === dim));
      return {
        labelId,
        name: named.get(labelId)?.name ?? null,
        color: named.get(labelId)?.color ?? null,
        opened: counted('opened'),
        resolved: counted('resolved'),
        firstResponse: summarize(RESPONSE_EDGES_MS, histogram(own(METRIC.labelFirstResponse))),
        resolution: summarize(RESPONSE_EDGES_MS, histogram(own(METRIC.labelResolution))),
      };
    })
    .sort((a, b) => b.opened - a.opened || (a.name ?? '').localeCompare(b.name ?? '') || a.labelId.localeCompare(b.labelId));
}
