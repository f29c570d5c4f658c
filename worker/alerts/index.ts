export { ALERT_MIRROR } from './alert-mirror';
export { type ActiveAlert, activeAlerts } from './banner';
export { DEFAULT_AFTER_MINUTES } from './incident-policy';
export {
  createRelinkLink,
  openRelinkLink,
  RELINK_COOKIE,
  RELINK_LINK_MS,
  RELINK_PATH,
  RELINK_SESSION_MS,
  type RelinkSession,
  readRelinkSession,
  relinkUrl,
  useRelinkLink,
} from './relink-links';
export {
  type AlertSettings,
  alertSettingsSchema,
  NO_SETTINGS,
  passwordReadable,
  readAlertSettings,
  SMTP_SECURITY,
  saveAlertSettings,
  sendingSettings,
} from './settings';
export { type Mailer, smtpMailer } from './smtp';
