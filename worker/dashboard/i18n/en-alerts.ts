/** The strings of device alerts (the banner, the settings page, the re-link page, the WhatsApp message and email), in English. */

export const alerts = {
  nav: 'Alerts',
  title: 'Alerts',
  intro:
    'When WhatsApp logs a device out, or a device stays disconnected longer than the wait below, every page shows it to owners and admins at once, and the owner is told by WhatsApp (from another connected device of this workspace) and by email.',
  where: 'Where alerts go',
  phone: 'Owner’s WhatsApp number',
  phoneHint: 'Country code first, e.g. 6281234567890. Sent from another connected device of this workspace; leave empty for none.',
  email: 'Email address',
  emailHint: 'Needs the mail server below; leave empty for none.',
  afterMinutes: 'Tell me when a device stays disconnected for (minutes)',
  afterHint: 'For every device of this workspace. A device logged out by WhatsApp is told at once.',
  smtpTitle: 'Mail server (SMTP)',
  smtpIntro:
    'The worker sends the email itself over a TCP connection. Port 25 is closed to Cloudflare Workers: use 587 (STARTTLS) or 465 (TLS).',
  smtpHost: 'Host',
  smtpPort: 'Port',
  smtpSecurity: 'Security',
  security: { starttls: 'STARTTLS (usually port 587)', tls: 'TLS (usually port 465)', none: 'None (a local test server only)' },
  smtpUser: 'User name',
  smtpPassword: 'Password',
  passwordSet: 'A password is set. It is never shown again; type a new one to replace it.',
  passwordUnreadable: 'The stored password can no longer be read (the worker’s ADMIN_TOKEN changed): type it again.',
  removePassword: 'Remove the stored password',
  smtpFrom: 'From address',
  save: 'Save alert settings',
  saved: 'Alert settings saved.',
  testEmail: 'Send a test email',
  testSent: (to: string) => `A test email went to ${to}.`,
  testFailed: (why: string) => `The test email was not sent: ${why}`,
  testNeeds: 'Save an email address and a mail server first.',
  banner: {
    label: 'Device alerts',
    loggedOut: (device: string) => `${device} was logged out of WhatsApp.`,
    disconnected: (device: string) => `${device} has been disconnected for a while.`,
    since: 'Since',
    open: 'Link it again',
    check: 'Open the device',
  },
  notice: {
    subjectLoggedOut: (device: string) => `Kurir: ${device} was logged out of WhatsApp`,
    subjectDisconnected: (device: string) => `Kurir: ${device} is disconnected`,
    loggedOut: (device: string, since: string) =>
      `${device} was logged out of WhatsApp (${since}). It sends and receives nothing until it is linked again.`,
    disconnected: (device: string, since: string, minutes: number) =>
      `${device} has been disconnected since ${since} (more than ${minutes} minutes) and has not come back by itself.`,
    link: (url: string) => `Link it again by QR or pairing code: ${url}`,
    linkRule: 'The link works once, for 24 hours, and opens only this device’s linking page.',
    testSubject: 'Kurir: test email',
    testBody: 'This is how Kurir will reach you when a device is logged out or stays disconnected.',
  },
  relink: {
    title: (device: string) => `Link ${device} again`,
    intro:
      'This link opens the linking page of this one device. It works once: continue on the phone or computer where you will scan the QR or type the pairing code.',
    continue: 'Continue',
    gone: 'This link is no longer valid: it was used, it expired, or the device is connected again. Sign in to the dashboard to see the device.',
    ended: 'This linking page has closed. Sign in to the dashboard to see the device.',
    connected: 'The device is connected again. Nothing more to do here.',
    onlyThis: 'Only this device’s linking is open here; sign in for the rest of the dashboard.',
  },
};

export const alertsSaid = {
  'alerts.port25': () => 'port 25 is closed to Cloudflare Workers: use 587 (STARTTLS) or 465 (TLS)',
  'alerts.smtpNeeded': () => 'is needed once a mail server host is given',
  'alerts.plainOnlyLocal': () => 'an unencrypted connection is allowed only for a local test server in local development',
  'alerts.host': () => 'must be a host name or an IP address, e.g. smtp.example.com',
};
