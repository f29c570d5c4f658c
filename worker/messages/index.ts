import { createApp } from '../shared/app-env';
import { interactiveRoute } from './interactive-route';
import { mediaRoute } from './media-route';
import { reactionRoute } from './reaction-route';
import { sendTextRoute } from './text-route';

export { listMessageRecords } from './records-list';
export { messageRecordApi } from './records-route';
export { messages } from './tables';

/** `/messages`, `/messages/interactive`, `/messages/reaction`, `/messages/media` */
export const messageApi = createApp()
  .route('/', sendTextRoute)
  .route('/interactive', interactiveRoute)
  .route('/reaction', reactionRoute)
  .route('/media', mediaRoute);
