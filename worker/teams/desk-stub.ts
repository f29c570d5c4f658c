/** Reaching a workspace's team desk (`teams-object.ts`): one object per workspace, named by its id. */
import { countingStub } from '../shared/io-counts';

/** The desk's object as its binding declares it (`wrangler types`), without importing the object. */
export type TeamsRpc = Env['TEAMS'] extends DurableObjectNamespace<infer T> ? T : never;
export type TeamsStub = DurableObjectStub<TeamsRpc>;

export function teamsStub(env: Pick<Env, 'TEAMS'>, workspaceId: string): TeamsStub {
  return countingStub(env.TEAMS.get(env.TEAMS.idFromName(workspaceId)));
}
