export { RatingPart } from './rating-part';
export { type RatingSettings, ratingSettingsSchema } from './rating-settings';
export { ratingApi } from './routes';
