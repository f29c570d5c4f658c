import { createApp } from '../shared/app-env';
import { messageChangeRoutes } from './change-routes';
import { contactRoute } from './contact-route';
import { interactiveRoute } from './interactive-route';
import { locationRoute } from './location-route';
import { mediaRoute } from './media-route';
import { pollRoute } from './poll-route';
import { reactionRoute } from './reaction-route';
import { readRoute } from './read-route';
import { sendTextRoute } from './text-route';

export { listMessageRecords } from './records-list';
export { messageRecordApi } from './records-route';
export { messages } from './tables';

/** `/messages`, `/messages/interactive`, `/messages/reaction`, `/messages/media`, the other kinds, read, and edit/delete by id */
export const messageApi = createApp()
  .route('/', sendTextRoute)
  .route('/interactive', interactiveRoute)
  .route('/reaction', reactionRoute)
  .route('/media', mediaRoute)
  .route('/location', locationRoute)
  .route('/contact', contactRoute)
  .route('/poll', pollRoute)
  .route('/read', readRoute)
  .route('/', messageChangeRoutes);
