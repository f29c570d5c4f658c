export { actionApi } from './action-routes';
export { type ActionRow, deleteAction, listActions, loadActions } from './action-store';
export { type Action, type ActionContext, type ActionLog, type ActionResult, actionNote, actionTools, runAction } from './actions';
export { assistantActions, assistantProviders } from './tables';
