import { createApp } from '../shared/app-env';
import { interactiveRoute } from './interactive-route';
import { reactionRoute } from './reaction-route';
import { sendTextRoute } from './text-route';

export { type InboxFilter, listMessageRecords } from './inbox-list';
export { inboxRoute } from './inbox-route';
export { messages } from './tables';

/** `/messages`, `/messages/interactive`, `/messages/reaction` */
export const messageRoutes = createApp()
  .route('/', sendTextRoute)
  .route('/interactive', interactiveRoute)
  .route('/reaction', reactionRoute);
