/**
 * What a message of the inbox shows, by its kind: a photo or sticker as a preview, a video or
 * audio as a player, a document with its name, size and a download link, a location with a map
 * link (no remote tiles or scripts: the page's policy allows none), contact cards, a poll with its
 * tally; a deleted message only says so. Media is read through the dashboard's own door
 * (`/dashboard/media/…`), which the viewer's session opens, never the API's, which needs a key.
 */
import type { PollTally } from '../../messages/poll-store';
import { type RecordDetail, readDetail } from '../../messages/record-kind';
import type { StoredRecord } from '../../messages/record-store';
import { FormattedText, useDashboard } from '../components';

/** The dashboard's path of a record's stored media (its `mediaUrl` is the API's), or null when it is not this device's. */
export function dashboardMediaPath(record: Pick<StoredRecord, 'mediaUrl' | 'deviceId'>): string | null {
  if (!record.mediaUrl) return null;
  let path: string;
  try {
    path = new URL(record.mediaUrl).pathname;
  } catch {
    return null;
  }
  const [, root, deviceId, id] = path.split('/');
  if (root !== 'media' || !id || decodeURIComponent(deviceId ?? '') !== record.deviceId) return null;
  return `/dashboard/media/${deviceId}/${id}`;
}

/** The label of a kind in the conversation list ("📷 Photo"), or null for text. */
export function kindLabel(type: string | null, detail: RecordDetail = {}): string | null {
  if (!type || type === 'text') return null;
  const labels = useDashboard().var.t.kinds.labels;
  return (type === 'audio' && detail.voiceNote ? labels.voice : labels[type]) ?? labels.other ?? null;
}

const osmLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

function Caption({ text }: { text: string }) {
  return text ? <FormattedText text={text} /> : null;
}

function Media({ m, src, detail }: { m: StoredRecord; src: string; detail: RecordDetail }) {
  const k = useDashboard().var.t.kinds;
  switch (m.type) {
    case 'image':
    case 'sticker':
      return (
        <>
          <a href={src} class="media-link">
            <img
              src={src}
              alt={m.content || (m.type === 'sticker' ? k.stickerAlt : k.photoAlt)}
              class={m.type === 'sticker' ? 'media sticker' : 'media'}
              loading="lazy"
              data-media={m.type}
            />
          </a>
          <Caption text={m.content} />
        </>
      );
    case 'video':
      return (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: a customer's video has no caption track to offer */}
          <video controls preload="metadata" src={src} class="media" data-media="video" />
          <Caption text={m.content} />
        </>
      );
    case 'audio':
      return (
        <>
          {detail.voiceNote && <p class="muted">{k.voiceNote}</p>}
          {/* biome-ignore lint/a11y/useMediaCaption: a voice note has no caption track to offer */}
          <audio controls preload="metadata" src={src} data-media="audio" />
        </>
      );
    default:
      return (
        <>
          <p class="document" data-media="document">
            📄{' '}
            <a href={src} download={detail.fileName ?? ''}>
              {detail.fileName ?? k.download}
            </a>{' '}
            {detail.size !== undefined && <span class="muted">{k.size(detail.size)}</span>}
          </p>
          <Caption text={m.content} />
        </>
      );
  }
}

function Poll({ m, detail, tally }: { m: StoredRecord; detail: RecordDetail; tally: PollTally | undefined }) {
  const k = useDashboard().var.t.kinds;
  const options = tally?.options ?? (detail.options ?? []).map((option) => ({ option, votes: 0 }));
  return (
    <div class="poll" data-poll={m.id}>
      <p>
        <strong>📊 {detail.question ?? m.content}</strong>
      </p>
      <ul>
        {options.map((o) => (
          <li data-option={o.option} data-votes={o.votes}>
            {o.option} <span class="muted">· {k.votes(o.votes)}</span>
          </li>
        ))}
      </ul>
      {!tally && m.direction === 'INBOUND' && <p class="hint">{k.noTally}</p>}
    </div>
  );
}

/** The body of a message's bubble: what it says or shows, by its kind. */
export function MessageBody({ m, tally }: { m: StoredRecord; tally: PollTally | undefined }) {
  const k = useDashboard().var.t.kinds;
  if (m.deletedAt !== null) {
    return (
      <p class="muted deleted" data-deleted>
        🚫 {k.deleted}
      </p>
    );
  }
  const detail = readDetail(m.detail);
  const src = dashboardMediaPath(m);
  const body = (() => {
    if (src && ['image', 'sticker', 'video', 'audio', 'document'].includes(m.type ?? '')) return <Media m={m} src={src} detail={detail} />;
    if (m.type === 'location' && detail.latitude !== undefined && detail.longitude !== undefined) {
      return (
        <p class="location" data-location>
          📍 {detail.name && <strong>{detail.name}</strong>} {detail.address && <span>{detail.address}</span>}{' '}
          <span class="muted">
            {detail.latitude}, {detail.longitude}
          </span>{' '}
          <a href={osmLink(detail.latitude, detail.longitude)} rel="noopener noreferrer" target="_blank">
            {k.openMap}
          </a>
        </p>
      );
    }
    if (m.type === 'contact' && detail.contacts && detail.contacts.length > 0) {
      return (
        <ul class="cards">
          {detail.contacts.map((card) => (
            <li class="contact-card" data-contact-card>
              👤 <strong>{card.name}</strong>{' '}
              {card.phoneNumbers.map((n) => (
                <span class="muted">{n} </span>
              ))}
            </li>
          ))}
        </ul>
      );
    }
    if (m.type === 'poll') return <Poll m={m} detail={detail} tally={tally} />;
    if (m.type === 'call') {
      return (
        <p class="call" data-call={detail.rejected ? 'rejected' : 'rang'}>
          📞 {k.call(detail.isVideo === true, detail.isGroup === true)}
          {detail.rejected && <span class="muted"> · {k.callRejected}</span>}
        </p>
      );
    }
    return <FormattedText text={m.content} />;
  })();
  return (
    <>
      {body}
      {m.editedAt !== null && (
        <p class="muted" data-edited>
          ({k.edited})
        </p>
      )}
    </>
  );
}
