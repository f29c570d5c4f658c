/** The Hono environment of the dashboard's routes: the app's, plus who is viewing and in which language. */
import { Hono } from 'hono';
import type { ActiveAlert } from '../alerts';
import type { DashboardSession, Standing } from '../members';
import type { AppEnv } from '../shared/app-env';
import type { AgentStatus } from '../teams/desk-tables';
import type { Catalogue, Lang } from './i18n';

export type Viewer = {
  session: DashboardSession;
  /** The open workspace; set on every page that needs one. */
  workspace: { id: string; name: string };
  standing: Standing;
};

export type DashboardEnv = {
  Bindings: Env;
  Variables: AppEnv['Variables'] & {
    lang: Lang;
    t: Catalogue;
    /** The viewer's IANA time zone (sent by the page's script), for dates rendered on the server. */
    timeZone: string;
    /** Set by `signedIn()`. */
    session: DashboardSession;
    /** Set by `inWorkspace()`. */
    viewer: Viewer;
    /** The workspace's device alerts the banner shows (owners and admins, on a page's GET); set by `inWorkspace()`. */
    alerts: ActiveAlert[];
    /** The viewer's status for automatic assignment (null: the operator, who is no member); set by `inWorkspace()`. */
    presence: AgentStatus | null;
  };
};

export const createDashboard = () => new Hono<DashboardEnv>();
