export { workspaceApi } from './routes';
export { workspaces } from './tables';
export { workspaceParam, workspacePath } from './workspace-param';
export { createWorkspace, findWorkspace, listWorkspaces, type Workspace } from './workspaces';
