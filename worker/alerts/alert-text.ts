/**
 * What an alert says, in the language and time zone of whoever saved the workspace's alert
 * settings (the words are the dashboard's catalogues'): the device, since when, and the one-time
 * link to link it again.
 */
import { localTime } from '../dashboard/format';
import { LANGUAGES } from '../dashboard/i18n';
import type { IncidentKind } from './incident-policy';
import type { AlertSettings } from './settings';

export type AlertSubject = { device: string; phoneNumber: string | null; kind: IncidentKind; since: number };

export function alertText(settings: Pick<AlertSettings, 'lang' | 'timeZone' | 'afterMinutes'>, subject: AlertSubject, link: string) {
  const n = LANGUAGES[settings.lang].alerts.notice;
  const device = subject.phoneNumber ? `${subject.device} (${subject.phoneNumber})` : subject.device;
  const since = localTime(subject.since, settings.lang, settings.timeZone);
  const what = subject.kind === 'logged-out' ? n.loggedOut(device, since) : n.disconnected(device, since, settings.afterMinutes);
  return {
    subject: subject.kind === 'logged-out' ? n.subjectLoggedOut(subject.device) : n.subjectDisconnected(subject.device),
    text: `${what}\n\n${n.link(link)}\n${n.linkRule}`,
  };
}
