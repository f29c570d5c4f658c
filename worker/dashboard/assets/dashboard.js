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
  // A form posted by htmx (a device's warm-up and options) shows its refusal as it shows a change:
  // the 400 carries the form again with its issues, swapped like a 200, the summary then focused.
  document.addEventListener('htmx:beforeSwap', (event) => {
    if (event.detail.xhr.status === 400 && event.detail.requestConfig?.verb === 'post') {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  document.addEventListener('htmx:afterSettle', (event) => {
    if (event.detail.requestConfig?.verb === 'post') document.querySelector('[data-focus]')?.focus();
  });

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
    // A region being read already when its change comes would drop that change: htmx queues the
    // read again on the element, and the swap of the answer replaces the element with its queue.
    // Each such region is read once more when its swap lands (below); one left as it was keeps its
    // queue, and htmx reads it again itself.
    for (const id of reading) stale.add(id);
    for (const name of names) htmx.trigger(document.body, name, subject);
  });
  /** The live regions (read again into themselves: `hx-select="#<id>"`) now being read, by id; and those changed meanwhile. */
  const reading = new Set();
  const stale = new Set();
  const liveId = (elt) => (elt?.id && elt.getAttribute('hx-select') === `#${elt.id}` ? elt.id : null);
  document.addEventListener('htmx:beforeRequest', (event) => {
    const id = liveId(event.detail.elt);
    if (id) reading.add(id);
  });
  // Told by the element that asked (a swap has replaced it by then: htmx tells its parent, as
  // `detail.elt`), once the new one is in place and listening (the regions settle at once: Live).
  document.addEventListener('htmx:afterRequest', (event) => {
    const asked = event.detail.requestConfig?.elt ?? event.detail.elt;
    const id = liveId(asked);
    if (!id) return;
    reading.delete(id);
    if (!stale.delete(id) || asked.isConnected) return;
    setTimeout(() => {
      const region = document.getElementById(id);
      const source = region?.getAttribute('hx-get');
      if (source) htmx.ajax('GET', source, { source: region, target: region, select: `#${id}`, swap: region.getAttribute('hx-swap') });
    });
  });
  // A region read again stays as it is when the page that answered no longer has it (signed out
  // meanwhile: the sign-in page), and when it answers what the region shows already: a button
  // pressed as its region was replaced went nowhere (its mouse-down on the old one, its mouse-up on
  // the new), and a choice made in a region's select was undone by a read that changed nothing.
  document.addEventListener('htmx:beforeSwap', (event) => {
    const id = liveId(event.detail.elt);
    if (!id || !event.detail.shouldSwap) return;
    const read = new DOMParser().parseFromString(event.detail.serverResponse, 'text/html').getElementById(id);
    if (!read || comparable(read).isEqualNode(comparable(event.detail.elt))) event.detail.shouldSwap = false;
  });
  /** A copy of a region without what htmx and this script change in it once shown: the request's classes, the local times and countdowns. */
  const requestClasses = ['htmx-request', 'htmx-settling', 'htmx-swapping', 'htmx-added'];
  function comparable(region) {
    const copy = region.cloneNode(true);
    for (const el of [copy, ...copy.querySelectorAll('[class]')]) {
      el.classList.remove(...requestClasses);
      if (!el.classList.length) el.removeAttribute('class');
    }
    for (const el of copy.querySelectorAll('time[data-local], [data-countdown]')) el.textContent = '';
    return copy;
  }
  // A socket (re)opened: every region reads what changed while it was away.
  document.addEventListener('htmx:wsOpen', () => {
    document.body.setAttribute('data-live-ready', String(Number(document.body.getAttribute('data-live-ready') || 0) + 1));
    htmx.trigger(document.body, 'live:open');
  });
  // The Inbox (pages/inbox-panes.tsx). The tab's title says how many conversations have unread
  // messages ("(3) Inbox · Kurir"), as the list's live region says each time it is read again.
  function unreadInTitle(root) {
    const list = root.id === 'inbox-list' ? root : root.querySelector?.('#inbox-list');
    if (!list) return;
    const n = Number(list.getAttribute('data-unread')) || 0;
    document.title = `${n > 0 ? `(${n}) ` : ''}${document.title.replace(/^\(\d+\) /, '')}`;
  }
  // The open conversation's line is marked in the list, whichever way it was opened.
  function markOpen() {
    for (const a of document.querySelectorAll('#inbox-list li.conversation > a[href]')) {
      if (new URL(a.href).pathname === location.pathname) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  }
  // The thread shows its newest message, unless the reader had scrolled up to older ones.
  let threadAtEnd = true;
  function threadToEnd(root) {
    const thread = root.id === 'thread' ? root : root.querySelector?.('#thread');
    if (thread && threadAtEnd) thread.scrollTop = thread.scrollHeight;
  }
  document.addEventListener('htmx:beforeSwap', (event) => {
    const thread = document.getElementById('thread');
    const target = event.detail.target;
    if (thread && target && (target === thread || target.contains(thread)))
      threadAtEnd = target !== thread || thread.scrollHeight - thread.scrollTop - thread.clientHeight < 48;
  });
  for (const fn of [unreadInTitle, threadToEnd]) {
    fn(document.body);
    document.addEventListener('htmx:load', (event) => fn(event.detail.elt));
  }
  markOpen();
  document.addEventListener('htmx:load', markOpen);
  document.addEventListener('htmx:pushedIntoHistory', markOpen);
  document.addEventListener('htmx:historyRestore', markOpen);

  // Without `::details-content`, a desktop's menu is opened here (the stylesheet shows it otherwise).
  const menu = document.querySelector('details.menu');
  if (menu && !CSS.supports('selector(::details-content)') && matchMedia('(min-width: 900px)').matches) menu.open = true;

  // Alerts of new messages: off until turned on (in this browser only); turning them on asks for
  // the desktop notification permission, never before. A conversation's change tells of it: more
  // unread inbound messages, in a conversation that is the viewer's or nobody's, not the one open
  // before their eyes.
  const ALERTS = 'kurir.inbox.alerts';
  const toggle = document.querySelector('[data-alerts]');
  const alertsOn = () => {
    try {
      return localStorage.getItem(ALERTS) === 'on';
    } catch {
      return false;
    }
  };
  if (toggle) {
    toggle.closest('[data-alerts-toggle]')?.removeAttribute('hidden');
    toggle.checked = alertsOn();
    toggle.addEventListener('change', () => {
      try {
        if (toggle.checked) localStorage.setItem(ALERTS, 'on');
        else localStorage.removeItem(ALERTS);
      } catch {
        // Storage refused (a private window's policy): the toggle holds for this page only.
      }
      if (toggle.checked && 'Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
    });
  }
  // A conversation's unread count as this page last knew it (its line's, else none): an alert is
  // for a count that grew, not for an assignment or a read (nor for a clock's word on when).
  const unreadSeen = new Map();
  document.addEventListener('htmx:wsBeforeMessage', (event) => {
    if (!toggle?.checked) return;
    let message;
    try {
      message = JSON.parse(event.detail.message);
    } catch {
      return;
    }
    const c = message.type === 'conversation' ? message.conversation : null;
    if (c?.lastMessage?.direction !== 'INBOUND' || typeof c.unreadCount !== 'number') return;
    const line = document.querySelector(`#inbox-list li[data-conversation="${CSS.escape(c.id)}"]`);
    const before = unreadSeen.get(c.id) ?? (Number(line?.getAttribute('data-unread')) || 0);
    unreadSeen.set(c.id, c.unreadCount);
    if (!(c.unreadCount > before)) return;
    const me = document.querySelector('.inbox-panes')?.getAttribute('data-me') || null;
    if (c.assigneeId !== null && c.assigneeId !== me) return;
    const open = document.querySelector('#conversation-pane[data-open]')?.getAttribute('data-open');
    if (open === c.id && document.hasFocus() && !document.hidden) return;
    const sound = new Audio(toggle.getAttribute('data-chime'));
    sound.play().catch(() => {
      // No sound without a gesture on the page yet (the browser's autoplay rule): the notification still says it.
    });
    if ('Notification' in window && Notification.permission === 'granted' && (document.hidden || !document.hasFocus()))
      new Notification(toggle.getAttribute('data-title') || 'Kurir', {
        body: `${c.name || c.phoneNumber}: ${String(c.lastMessage.text).slice(0, 120)}`,
        tag: c.id,
      });
  });

  // The reply box: Enter sends, Shift+Enter starts a new line; `/` at its start opens the canned
  // replies (an HTML fragment `<ul id="canned-replies" role="listbox">` of `<li role="option"
  // data-text>`, read with htmx from the conversation's `/canned?q=`): arrows move, Enter or a
  // click puts the reply in the box, Esc closes. A route that answers no list leaves it closed.
  const picker = () => document.getElementById('canned-picker');
  const options = () => [...(picker()?.querySelectorAll('[role="option"]') ?? [])];
  const chosen = () => options().find((o) => o.getAttribute('aria-selected') === 'true');
  function closePicker(box) {
    const p = picker();
    if (p) p.replaceChildren();
    box?.setAttribute('aria-expanded', 'false');
    box?.removeAttribute('aria-activedescendant');
  }
  function choose(option, box) {
    for (const o of options()) o.setAttribute('aria-selected', String(o === option));
    if (!option) return;
    option.id ||= `canned-${options().indexOf(option)}`;
    box?.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  }
  function insert(option, box) {
    if (!option || !box) return;
    box.value = option.getAttribute('data-text') ?? '';
    closePicker(box);
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }
  let pickerTimer;
  document.addEventListener('input', (event) => {
    const box = event.target;
    const form = box.closest?.('form[data-composer]');
    if (!form || box.name !== 'text') return;
    clearTimeout(pickerTimer);
    if (!box.value.startsWith('/') || box.value.includes('\n')) return closePicker(box);
    pickerTimer = setTimeout(() => {
      const url = `${form.getAttribute('data-composer')}?q=${encodeURIComponent(box.value.slice(1))}`;
      htmx
        .ajax('GET', url, { target: '#canned-picker', swap: 'innerHTML', select: '#canned-replies', source: box })
        .catch(() => closePicker(box));
    }, 150);
  });
  document.addEventListener('htmx:afterSwap', (event) => {
    if (event.detail.target?.id !== 'canned-picker') return;
    const box = document.querySelector('form[data-composer] textarea[name="text"]');
    // An answer that came after the slash was deleted is not shown.
    if (!box?.value.startsWith('/')) return closePicker(box);
    box.setAttribute('aria-controls', 'canned-replies');
    box.setAttribute('aria-expanded', String(options().length > 0));
    choose(options()[0], box);
  });
  document.addEventListener('click', (event) => {
    const option = event.target.closest?.('#canned-picker [role="option"]');
    if (option) insert(option, document.querySelector('form[data-composer] textarea[name="text"]'));
  });
  document.addEventListener('keydown', (event) => {
    const box = event.target;
    const form = box.closest?.('form[data-composer]');
    if (!form || box.name !== 'text' || event.isComposing) return;
    const list = options();
    if (list.length > 0) {
      const at = list.indexOf(chosen());
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        choose(list[(at + step + list.length) % list.length], box);
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        insert(chosen() ?? list[0], box);
        return;
      }
    }
    if (event.key === 'Escape') return closePicker(box);
    if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      if (box.value.trim() !== '') form.requestSubmit();
    }
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
