export { scheduledApi } from './routes';
export { SCHEDULE_GIVE_UP_MS, ScheduledPart } from './scheduled-part';
