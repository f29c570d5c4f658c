/*
 * The dashboard's own script (served by the worker, after htmx and its ws extension): what a
 * device's object says on a live socket turned into events that live regions listen to, copy
 * buttons, confirmations, times in the browser's zone, focus on a form's errors, and the retry
 * schedule spelled out as it is typed. Every page works without it; it only adds.
 */
(() => {
  const lang = document.documentElement.lang || 'id';

  // Times in the browser's own zone; the zone goes to the server too, for the pages it renders next.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  if (zone) document.cookie = `kurir_tz=${encodeURIComponent(zone)}; path=/dashboard; SameSite=Lax; max-age=31536000`;
  const format = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  function localTimes(root) {
    for (const el of root.querySelectorAll('time[data-local]')) {
      const date = new Date(el.getAttribute('datetime'));
      if (!Number.isNaN(date.getTime())) el.textContent = format.format(date);
    }
  }
  localTimes(document);
  // And in what a live region swaps in (htmx:load names each new element; with outerHTML swaps,
  // htmx:afterSwap's element is the one swapped out).
  document.addEventListener('htmx:load', (event) => localTimes(event.detail.elt));

  // The seconds until a device's next connection attempt, counted down (the server wrote the first).
  setInterval(() => {
    for (const el of document.querySelectorAll('[data-countdown]')) {
      el.textContent = String(Math.max(0, Math.ceil((Number(el.getAttribute('data-countdown')) - Date.now()) / 1000)));
    }
  }, 1000);

  // A form that asks first (deleting, revoking, logging out).
  document.addEventListener('submit', (event) => {
    const message = event.target.getAttribute('data-confirm');
    if (message && !window.confirm(message)) event.preventDefault();
  });

  // Copy buttons: data-copy names the element whose value or text is copied.
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('[data-copy]');
    if (!button) return;
    const source = document.getElementById(button.getAttribute('data-copy'));
    if (!source) return;
    const text = 'value' in source ? source.value : source.textContent;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      source.select?.();
      document.execCommand('copy');
    }
    button.textContent = button.getAttribute('data-copied') || button.textContent;
  });

  // A form with errors: its summary gets the focus, so a screen reader reads it first.
  document.querySelector('[data-focus]')?.focus();

  // The waits a retry policy gives, as the webhook form is filled in (the same formula as the worker's).
  for (const form of document.querySelectorAll('form[data-retry]')) {
    const output = form.querySelector('[data-schedule]');
    const update = () => {
      const attempts = Number(form.elements['retry.attempts']?.value);
      const delay = Number(form.elements['retry.delaySeconds']?.value);
      const strategy = form.elements['retry.strategy']?.value;
      if (!output || !(attempts >= 1 && attempts <= 20 && delay >= 1 && delay <= 3600)) return;
      const waits = [];
      for (let n = 1; n < attempts; n++)
        waits.push(strategy === 'fixed' ? delay : strategy === 'linear' ? delay * n : delay * 2 ** (n - 1));
      output.textContent = waits.length ? waits.map((s) => `${s} s`).join(', ') : output.getAttribute('data-none');
    };
    form.addEventListener('input', update);
    form.addEventListener('change', update);
  }

  // Live regions are htmx's: each declares, where it is rendered, the changes that read it again
  // (`hx-trigger="live:device from:body"`, components/live.tsx). A device's object says on the
  // page's socket (htmx's ws extension) what changed; here that becomes the events `live:<type>`
  // and `live:<type>:<id>`, for the subject's id and each id it belongs to (`conversationId`, `webhookId`).
  document.addEventListener('htmx:wsBeforeMessage', (event) => {
    event.preventDefault();
    let message;
    try {
      message = JSON.parse(event.detail.message);
    } catch {
      return;
    }
    const subject = message[message.type] ?? {};
    const names = new Set([`live:${message.type}`]);
    for (const [key, value] of Object.entries(subject))
      if ((key === 'id' || key.endsWith('Id')) && typeof value === 'string') names.add(`live:${message.type}:${value}`);
    for (const name of names) htmx.trigger(document.body, name, subject);
  });
  // A region read again from a page that no longer has it (signed out meanwhile: the sign-in page) stays as it is.
  document.addEventListener('htmx:beforeSwap', (event) => {
    const id = event.detail.elt.id;
    if (id && !new DOMParser().parseFromString(event.detail.serverResponse, 'text/html').getElementById(id))
      event.detail.shouldSwap = false;
  });
  // A socket (re)opened: every region reads what changed while it was away.
  document.addEventListener('htmx:wsOpen', () => {
    document.body.setAttribute('data-live-ready', String(Number(document.body.getAttribute('data-live-ready') || 0) + 1));
    htmx.trigger(document.body, 'live:open');
  });

  // A broadcast's message type: only the chosen type's fields show (without this script, all of them do).
  function showMessageType() {
    const chosen = document.querySelector('input[name="messageType"]:checked');
    if (!chosen) return;
    for (const group of document.querySelectorAll('[data-message-type]'))
      group.hidden = group.getAttribute('data-message-type') !== chosen.value;
  }
  showMessageType();
  document.addEventListener('change', (event) => {
    if (event.target.name === 'messageType') showMessageType();
  });
})();
