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

  // (Until every page declares its live regions with htmx.) Live: each device shown on the page is watched; what it tells makes the page's live regions
  // reload from the server. Lists read copies that follow the device a moment later, so a refresh
  // that does not show the change yet is tried again, a few times, with a growing wait.
  // A watching element may name the path its device is watched through (the inbox's, which agents may open).
  const watched = [
    ...new Map(
      [...document.querySelectorAll('[data-watch]')].map((el) => [
        el.getAttribute('data-watch'),
        el.getAttribute('data-watch-path') || '/dashboard/devices',
      ]),
    ),
  ].slice(0, 25);
  let waiting = [];
  let timer = null;

  function schedule(check) {
    waiting.push(check);
    if (!timer) timer = setTimeout(refresh, 100, 0);
  }

  async function refresh(tries) {
    timer = null;
    const checks = waiting;
    waiting = [];
    try {
      const response = await fetch(location.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
      if (!response.ok) return;
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      for (const region of document.querySelectorAll('[data-live]')) {
        const replacement = fresh.getElementById(region.id);
        if (!replacement) continue;
        const adopted = document.importNode(replacement, true);
        keepTyping(region, adopted);
        region.replaceWith(adopted);
        localTimes(adopted);
      }
    } catch {
      // Offline for a moment: the next message or retry tries again.
    }
    const unmet = checks.filter((check) => !check());
    if (unmet.length > 0 && tries < 8) {
      waiting.push(...unmet);
      timer = setTimeout(refresh, 200 * 2 ** Math.min(tries, 4), tries + 1);
    }
  }

  // What a person was typing in a region survives its refresh (a QR rotating under the pairing form).
  function keepTyping(from, to) {
    const focused = from.contains(document.activeElement) ? document.activeElement : null;
    for (const input of from.querySelectorAll('input[name]:not([type="hidden"]), select[name], textarea[name]')) {
      const twin = to.querySelector(`[name="${CSS.escape(input.name)}"]`);
      if (!twin || input.value === input.defaultValue) continue;
      twin.value = input.value;
      if (input === focused) requestAnimationFrame(() => twin.focus());
    }
  }

  const byAttr = (name, value) => document.querySelector(`[${name}="${CSS.escape(value)}"]`);

  function onMessage(message) {
    if (message.type === 'device') {
      const device = message.device;
      schedule(() => {
        const el = byAttr('data-device-status', device.id);
        return !el || el.getAttribute('data-status') === device.status;
      });
    } else if (message.type === 'broadcast') {
      // A campaign's progress: its region refreshes until it shows these counts (or more: receipts keep coming).
      const b = message.broadcast;
      if (!byAttr('data-broadcast', b.id)) return;
      schedule(() => {
        const el = byAttr('data-broadcast', b.id);
        return (
          el &&
          el.getAttribute('data-status') === b.status &&
          Number(el.getAttribute('data-sent')) >= b.counts.sent &&
          Number(el.getAttribute('data-read')) >= b.counts.read
        );
      });
    } else if (message.type === 'record') {
      // A message of the conversation on screen, new or with new ticks.
      const r = message.record;
      if (!byAttr('data-thread', r.conversationId)) return;
      schedule(() => byAttr('data-record', r.id)?.getAttribute('data-status') === r.status);
    } else if (message.type === 'note') {
      const n = message.note;
      if (!byAttr('data-thread', n.conversationId)) return;
      schedule(() => Boolean(byAttr('data-note', n.id)));
    } else if (message.type === 'conversation') {
      // The inbox's list (D1 copies, a moment behind) or the conversation's own header.
      const cv = message.conversation;
      const updated = Date.parse(cv.updatedAt);
      if (byAttr('data-thread', cv.id)) {
        schedule(() => {
          const head = document.querySelector('[data-conversation-state]');
          return (
            !head ||
            (head.getAttribute('data-conversation-state') === cv.status && head.getAttribute('data-assignee') === (cv.assigneeId ?? ''))
          );
        });
      } else if (document.getElementById('inbox-list')) {
        schedule(() => Number(byAttr('data-conversation', cv.id)?.getAttribute('data-updated') ?? 0) >= updated);
      }
    } else if (message.type === 'delivery') {
      const d = message.delivery;
      if (!byAttr('data-deliveries-of', d.webhookId) && !byAttr('data-delivery', d.id)) return;
      schedule(() => {
        const el = byAttr('data-delivery', d.id);
        return el && el.getAttribute('data-status') === d.status && Number(el.getAttribute('data-attempts')) >= d.attempts;
      });
    }
  }

  function watch(deviceId, path, backoff) {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(
      path === '/dashboard/devices'
        ? `${scheme}//${location.host}/dashboard/devices/${encodeURIComponent(deviceId)}/live`
        : `${scheme}//${location.host}${path}/${encodeURIComponent(deviceId)}`,
    );
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
      document.body.setAttribute('data-live-ready', String(Number(document.body.getAttribute('data-live-ready') || 0) + 1));
      // What changed while the socket was away.
      schedule(() => true);
    });
    socket.addEventListener('message', (event) => {
      try {
        onMessage(JSON.parse(event.data));
      } catch {
        // Not a message of ours.
      }
    });
    socket.addEventListener('close', (event) => {
      // 1000 with a reason: the device was deleted; 1008 / 4xxx: refused. Otherwise reconnect.
      if (event.code === 1000 && event.reason) return;
      const wait = opened ? 1000 : Math.min(backoff * 2, 30_000);
      setTimeout(watch, wait, deviceId, path, wait);
    });
  }

  for (const [id, path] of watched) watch(id, path, 500);

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
  // A socket (re)opened: every region reads what changed while it was away.
  document.addEventListener('htmx:wsOpen', () => {
    document.body.setAttribute('data-live-ready', String(Number(document.body.getAttribute('data-live-ready') || 0) + 1));
    htmx.trigger(document.body, 'live:open');
  });
})();
