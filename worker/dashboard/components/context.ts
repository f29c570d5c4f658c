/** The request a component renders for (its viewer, language, zone and URL), under `c.render`. */
import { useRequestContext } from 'hono/jsx-renderer';
import type { DashboardEnv } from '../env';

export const useDashboard = () => useRequestContext<DashboardEnv>();
