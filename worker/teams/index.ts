export { teamsStub } from './desk-stub';
export { agentApi, teamApi } from './routes';
