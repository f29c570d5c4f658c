export { workspaceRoutes } from './routes';
export { workspaces } from './tables';
export { workspaceParam, workspacePath } from './workspace-param';
