import { describe, expect, it } from 'vitest';
import { interactiveContentSchema } from '../../../protocol';
import { interactivePayloadSchema, toInteractiveContent } from '../../../worker/messages/interactive-payload';
import type { Issue } from '../../../worker/shared/errors';
import { toIssues } from '../../../worker/shared/validation';

/** An astral-plane emoji: one code point, two UTF-16 units, so limits are seen to count code points. */
const E = '😀';
const text = (n: number, unit = E) => unit.repeat(n);

const base = { deviceId: 'dev_1', phoneNumber: '6281234567890', body: 'Halo kak' };
const row = (id: string) => ({ id, title: `Row ${id}` });
const urlButton = { ...base, kind: 'url-button', buttonLabel: 'Open', url: 'https://example.com/promo?x=1' };
const quickReply = { ...base, kind: 'quick-reply', buttons: [{ id: 'yes', label: 'Yes' }] };
const list = { ...base, kind: 'list', buttonLabel: 'Menu', sections: [{ title: 'Food', rows: [row('r1')] }] };
const copyCode = { ...base, kind: 'copy-code', buttonLabel: 'Copy', copyCode: 'DISKON50' };
const tb = (type: string, value: string, label = `${type} button`) => ({ type, label, value });
const template = { ...base, kind: 'template', templateButtons: [tb('reply', 'ok')] };
const replies = (n: number, from = 0) => Array.from({ length: n }, (_, i) => tb('reply', `r${from + i}`));

function issuesOf(payload: unknown): Issue[] {
  const result = interactivePayloadSchema.safeParse(payload);
  return result.success ? [] : toIssues(result.error);
}

/** Each expected issue must be found at its path with a message matching; no other issue may be there. */
function expectIssues(payload: unknown, expected: readonly (readonly [string, RegExp])[]): void {
  const issues = issuesOf(payload);
  const unused = [...issues];
  for (const [path, message] of expected) {
    const index = unused.findIndex((issue) => issue.path === path && message.test(issue.message));
    expect(index, `no issue at "${path}" matching ${message} in ${JSON.stringify(issues)}`).toBeGreaterThanOrEqual(0);
    unused.splice(index, 1);
  }
  expect(unused, 'issues nobody expected').toEqual([]);
}

type Case = readonly [name: string, payload: unknown];
type FailCase = readonly [name: string, payload: unknown, expected: readonly (readonly [string, RegExp])[]];

const accepted: Case[] = [
  ['a minimal url-button', urlButton],
  ['a minimal quick-reply', quickReply],
  ['a minimal list', list],
  ['a minimal copy-code', copyCode],
  ['a minimal template', template],
  ['a body of 1 character', { ...urlButton, body: 'x' }],
  ['a url-button body of 1,024 emoji (2,048 UTF-16 units)', { ...urlButton, body: text(1024) }],
  ['a list body of 4,096 emoji', { ...list, body: text(4096) }],
  ['a header and a footer of 60 emoji each', { ...quickReply, header: text(60), footer: text(60) }],
  ['a buttonLabel of 20 emoji', { ...urlButton, buttonLabel: text(20) }],
  ['a copyCode of 15 characters', { ...copyCode, copyCode: text(15, 'A') }],
  ['a url of 2,048 characters', { ...urlButton, url: `https://example.com/${'a'.repeat(2048 - 20)}` }],
  ['3 quick-reply buttons with labels of 20 emoji', { ...quickReply, buttons: [1, 2, 3].map((i) => ({ id: `b${i}`, label: text(20) })) }],
  ['a quick-reply button id of 256 characters', { ...quickReply, buttons: [{ id: text(256, 'i'), label: 'Yes' }] }],
  ['10 sections of one row each', { ...list, sections: Array.from({ length: 10 }, (_, i) => ({ title: `S${i}`, rows: [row(`r${i}`)] })) }],
  ['one section of 10 rows', { ...list, sections: [{ title: 'All', rows: Array.from({ length: 10 }, (_, i) => row(`r${i}`)) }] }],
  [
    '10 rows split over 3 sections',
    {
      ...list,
      sections: [
        { title: 'A', rows: [row('1'), row('2')] },
        { title: 'B', rows: [row('3'), row('4'), row('5'), row('6')] },
        { title: 'C', rows: [row('7'), row('8'), row('9'), row('10')] },
      ],
    },
  ],
  [
    'a section title and a row title of 24 emoji, a description of 72',
    { ...list, sections: [{ title: text(24), rows: [{ id: 'r', title: text(24), description: text(72) }] }] },
  ],
  [
    'a template with 10 buttons: 2 url, 1 phone, 1 copy, 6 reply together',
    {
      ...template,
      templateButtons: [
        tb('url', 'https://a.example'),
        tb('url', 'https://b.example'),
        tb('phone', '+6281234567890'),
        tb('copy', 'KODE'),
        ...replies(6),
      ],
    },
  ],
  ['a template whose reply buttons come first', { ...template, templateButtons: [...replies(3), tb('url', 'https://a.example')] }],
  ['a template button label of 25 emoji', { ...template, templateButtons: [tb('reply', 'ok', text(25))] }],
  ['a template copy value of 15 characters', { ...template, templateButtons: [tb('copy', text(15, 'Z'))] }],
  ['a template phone value of 8 digits', { ...template, templateButtons: [tb('phone', '12345678')] }],
  ['a template phone value of 15 digits after "+"', { ...template, templateButtons: [tb('phone', `+${'1'.repeat(15)}`)] }],
  ['headerMedia image on a quick-reply', { ...quickReply, headerMedia: 'image' }],
  ['headerMedia video on a template', { ...template, headerMedia: 'video' }],
  ['headerMedia document on a template', { ...template, headerMedia: 'document' }],
  ['a replyToId of 256 characters', { ...copyCode, replyToId: text(256, 'm') }],
  ['a header on every kind', { ...list, header: 'Menu hari ini' }],
];

const rejected: FailCase[] = [
  // Fields of every kind.
  ['a missing deviceId', { ...urlButton, deviceId: undefined }, [['deviceId', /expected string/]]],
  ['a phoneNumber starting with 0', { ...urlButton, phoneNumber: '081234567890' }, [['phoneNumber', /international format/]]],
  ['a phoneNumber with "+"', { ...urlButton, phoneNumber: '+6281234567890' }, [['phoneNumber', /without the leading "\+"/]]],
  ['a missing kind', { ...base, kind: undefined }, [['kind', /is required: one of url-button, quick-reply, list, copy-code, template/]]],
  ['an unknown kind, without per-kind noise', { ...urlButton, kind: 'carousel' }, [['kind', /must be one of url-button/]]],
  ['a missing body', { ...urlButton, body: undefined }, [['body', /expected string/]]],
  ['an empty body', { ...urlButton, body: '' }, [['body', /must not be empty/]]],
  ['a url-button body of 1,025 emoji', { ...urlButton, body: text(1025) }, [['body', /at most 1,024 characters.*\(got 1025\)/]]],
  ['a quick-reply body of 1,025 characters', { ...quickReply, body: text(1025, 'a') }, [['body', /at most 1,024/]]],
  ['a template body of 1,025 characters', { ...template, body: text(1025, 'a') }, [['body', /at most 1,024/]]],
  ['a list body of 4,097 emoji', { ...list, body: text(4097) }, [['body', /at most 4,096 characters \(got 4097\)/]]],
  ['a header of 61 emoji', { ...urlButton, header: text(61) }, [['header', /at most 60 characters \(got 61\)/]]],
  ['an empty header', { ...urlButton, header: '' }, [['header', /must not be empty/]]],
  ['a footer of 61 emoji', { ...urlButton, footer: text(61) }, [['footer', /at most 60 characters/]]],
  ['a replyToId of 257 characters', { ...urlButton, replyToId: text(257, 'm') }, [['replyToId', /at most 256/]]],
  ['an empty replyToId', { ...urlButton, replyToId: '' }, [['replyToId', /must not be empty/]]],
  ['an unknown field', { ...urlButton, fotter: 'x' }, [['', /unknown field "fotter"/]]],
  ['a payload that is not an object', ['kind'], [['', /expected object/]]],
  // url-button, copy-code, list: buttonLabel, url, copyCode.
  ['a buttonLabel of 21 emoji', { ...urlButton, buttonLabel: text(21) }, [['buttonLabel', /at most 20 characters \(got 21\)/]]],
  ['an http:// url', { ...urlButton, url: 'http://example.com' }, [['url', /must begin with https:\/\//]]],
  ['a url with no host', { ...urlButton, url: 'https://' }, [['url', /valid URL/]]],
  ['a url that does not parse', { ...urlButton, url: 'https://exa mple.com' }, [['url', /valid URL/]]],
  ['a url of 2,049 characters', { ...urlButton, url: `https://example.com/${'a'.repeat(2049 - 20)}` }, [['url', /at most 2048/]]],
  ['a copyCode of 16 characters', { ...copyCode, copyCode: text(16, 'A') }, [['copyCode', /at most 15 characters \(got 16\)/]]],
  ['an empty copyCode', { ...copyCode, copyCode: '' }, [['copyCode', /must not be empty/]]],
  // Each kind's required fields.
  [
    'a url-button without url and buttonLabel',
    { ...base, kind: 'url-button' },
    [
      ['url', /url is required for kind url-button/],
      ['buttonLabel', /buttonLabel is required for kind url-button/],
    ],
  ],
  ['a quick-reply without buttons', { ...base, kind: 'quick-reply' }, [['buttons', /buttons is required for kind quick-reply/]]],
  [
    'a list without sections and buttonLabel',
    { ...base, kind: 'list' },
    [
      ['sections', /required for kind list/],
      ['buttonLabel', /required for kind list/],
    ],
  ],
  [
    'a copy-code without copyCode and buttonLabel',
    { ...base, kind: 'copy-code' },
    [
      ['copyCode', /required for kind copy-code/],
      ['buttonLabel', /required for kind copy-code/],
    ],
  ],
  ['a template without templateButtons', { ...base, kind: 'template' }, [['templateButtons', /required for kind template/]]],
  // Fields that do not belong to the kind.
  [
    'a url on a quick-reply',
    { ...quickReply, url: 'https://example.com' },
    [['url', /^url is only for kind url-button, not quick-reply$/]],
  ],
  [
    'a buttonLabel on a quick-reply',
    { ...quickReply, buttonLabel: 'Open' },
    [['buttonLabel', /only for kinds url-button, list and copy-code, not quick-reply/]],
  ],
  ['a buttonLabel on a template', { ...template, buttonLabel: 'Open' }, [['buttonLabel', /only for kinds url-button, list and copy-code/]]],
  ['a copyCode on a url-button', { ...urlButton, copyCode: 'X' }, [['copyCode', /only for kind copy-code, not url-button/]]],
  ['buttons on a list', { ...list, buttons: [{ id: 'a', label: 'A' }] }, [['buttons', /only for kind quick-reply, not list/]]],
  ['sections on a quick-reply', { ...quickReply, sections: list.sections }, [['sections', /only for kind list/]]],
  [
    'templateButtons on a quick-reply',
    { ...quickReply, templateButtons: template.templateButtons },
    [['templateButtons', /only for kind template/]],
  ],
  [
    'headerMedia on a url-button',
    { ...urlButton, headerMedia: 'image' },
    [['headerMedia', /only for kinds quick-reply and template, not url-button/]],
  ],
  ['headerMedia on a list', { ...list, headerMedia: 'document' }, [['headerMedia', /not list/]]],
  ['headerMedia on a copy-code', { ...copyCode, headerMedia: 'video' }, [['headerMedia', /not copy-code/]]],
  ['a headerMedia that is not a media kind', { ...quickReply, headerMedia: 'audio' }, [['headerMedia', /image, video, document/]]],
  // quick-reply buttons.
  ['no quick-reply buttons', { ...quickReply, buttons: [] }, [['buttons', /1 to 3 buttons \(got 0\)/]]],
  [
    '4 quick-reply buttons',
    { ...quickReply, buttons: [1, 2, 3, 4].map((i) => ({ id: `b${i}`, label: 'B' })) },
    [['buttons', /1 to 3 buttons/]],
  ],
  [
    'a quick-reply label of 21 emoji',
    {
      ...quickReply,
      buttons: [
        { id: 'a', label: 'A' },
        { id: 'b', label: text(21) },
      ],
    },
    [['buttons[1].label', /at most 20 characters \(got 21\)/]],
  ],
  ['an empty quick-reply label', { ...quickReply, buttons: [{ id: 'a', label: '' }] }, [['buttons[0].label', /must not be empty/]]],
  ['an empty quick-reply id', { ...quickReply, buttons: [{ id: '', label: 'A' }] }, [['buttons[0].id', /must not be empty/]]],
  [
    'a quick-reply id of 257 characters',
    { ...quickReply, buttons: [{ id: text(257, 'i'), label: 'A' }] },
    [['buttons[0].id', /at most 256/]],
  ],
  [
    'two quick-reply buttons with one id',
    {
      ...quickReply,
      buttons: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
        { id: 'a', label: 'C' },
      ],
    },
    [['buttons[2].id', /duplicates buttons\[0\]\.id/]],
  ],
  [
    'an unknown field in a quick-reply button',
    { ...quickReply, buttons: [{ id: 'a', label: 'A', url: 'x' }] },
    [['buttons[0]', /unknown field "url"/]],
  ],
  // list sections.
  ['no sections', { ...list, sections: [] }, [['sections', /1 to 10 sections/]]],
  [
    '11 sections of one row each',
    { ...list, sections: Array.from({ length: 11 }, (_, i) => ({ title: `S${i}`, rows: [row(`r${i}`)] })) },
    [
      ['sections', /1 to 10 sections \(got 11\)/],
      ['sections', /at most 10 rows in total across all sections \(got 11\)/],
    ],
  ],
  [
    'one section of 11 rows',
    { ...list, sections: [{ title: 'A', rows: Array.from({ length: 11 }, (_, i) => row(`r${i}`)) }] },
    [['sections', /at most 10 rows in total .*\(got 11\)/]],
  ],
  [
    '11 rows over 2 sections',
    {
      ...list,
      sections: [
        { title: 'A', rows: Array.from({ length: 6 }, (_, i) => row(`a${i}`)) },
        { title: 'B', rows: Array.from({ length: 5 }, (_, i) => row(`b${i}`)) },
      ],
    },
    [['sections', /at most 10 rows in total .*\(got 11\)/]],
  ],
  ['a section without rows', { ...list, sections: [{ title: 'A', rows: [] }] }, [['sections[0].rows', /at least 1 row/]]],
  ['a section without a title', { ...list, sections: [{ rows: [row('r')] }] }, [['sections[0].title', /expected string/]]],
  [
    'a section title of 25 emoji',
    { ...list, sections: [{ title: text(25), rows: [row('r')] }] },
    [['sections[0].title', /at most 24 characters/]],
  ],
  [
    'a row title of 25 emoji',
    { ...list, sections: [{ title: 'A', rows: [{ id: 'r', title: text(25) }] }] },
    [['sections[0].rows[0].title', /at most 24 characters/]],
  ],
  [
    'a row description of 73 emoji',
    { ...list, sections: [{ title: 'A', rows: [{ id: 'r', title: 'R', description: text(73) }] }] },
    [['sections[0].rows[0].description', /at most 72 characters/]],
  ],
  [
    'an empty row description',
    { ...list, sections: [{ title: 'A', rows: [{ id: 'r', title: 'R', description: '' }] }] },
    [['sections[0].rows[0].description', /must not be empty/]],
  ],
  [
    'a row id repeated within a section',
    { ...list, sections: [{ title: 'A', rows: [row('x'), row('y'), row('x')] }] },
    [['sections[0].rows[2].id', /duplicates sections\[0\]\.rows\[0\]\.id; row ids must be unique across the list/]],
  ],
  [
    'a row id repeated in another section',
    {
      ...list,
      sections: [
        { title: 'A', rows: [row('x')] },
        { title: 'B', rows: [row('y'), row('x')] },
      ],
    },
    [['sections[1].rows[1].id', /duplicates sections\[0\]\.rows\[0\]\.id/]],
  ],
  // template buttons (spec 4.2.1).
  ['no template buttons', { ...template, templateButtons: [] }, [['templateButtons', /1 to 10 buttons/]]],
  ['11 template buttons', { ...template, templateButtons: replies(11) }, [['templateButtons', /1 to 10 buttons/]]],
  [
    '3 url template buttons',
    { ...template, templateButtons: [tb('url', 'https://a.example'), tb('url', 'https://b.example'), tb('url', 'https://c.example')] },
    [['templateButtons', /at most 2 buttons of type url \(got 3\)/]],
  ],
  [
    '2 phone template buttons',
    { ...template, templateButtons: [tb('phone', '6281234567890'), tb('phone', '6281234567891')] },
    [['templateButtons', /at most 1 button of type phone \(got 2\)/]],
  ],
  [
    '2 copy template buttons',
    { ...template, templateButtons: [tb('copy', 'A'), tb('copy', 'B')] },
    [['templateButtons', /at most 1 button of type copy \(got 2\)/]],
  ],
  [
    'reply buttons split by a url button',
    { ...template, templateButtons: [tb('reply', 'a'), tb('url', 'https://a.example'), tb('reply', 'b')] },
    [['templateButtons', /reply buttons must stand together as one group, but templateButtons\[1\] \(url\) stands between them/]],
  ],
  [
    'a template label of 26 emoji',
    { ...template, templateButtons: [tb('reply', 'ok', text(26))] },
    [['templateButtons[0].label', /at most 25 characters \(got 26\)/]],
  ],
  [
    'an unknown template button type',
    { ...template, templateButtons: [tb('call', '123')] },
    [['templateButtons[0].type', /one of url, copy, phone, reply/]],
  ],
  [
    'an http:// template url',
    { ...template, templateButtons: [tb('url', 'http://example.com')] },
    [['templateButtons[0].value', /must begin with https:\/\//]],
  ],
  [
    'a template copy value of 16 characters',
    { ...template, templateButtons: [tb('copy', text(16, 'Z'))] },
    [['templateButtons[0].value', /at most 15 characters \(got 16\)/]],
  ],
  [
    'a template phone of 7 digits',
    { ...template, templateButtons: [tb('phone', '1234567')] },
    [['templateButtons[0].value', /8 to 15 digits/]],
  ],
  [
    'a template phone of 16 digits',
    { ...template, templateButtons: [tb('phone', '1'.repeat(16))] },
    [['templateButtons[0].value', /8 to 15 digits/]],
  ],
  [
    'a template phone with letters',
    { ...template, templateButtons: [tb('phone', '+62 812 3456')] },
    [['templateButtons[0].value', /8 to 15 digits/]],
  ],
  ['an empty template reply id', { ...template, templateButtons: [tb('reply', '')] }, [['templateButtons[0].value', /must not be empty/]]],
  [
    'two template reply buttons with one id',
    { ...template, templateButtons: [tb('reply', 'a'), tb('reply', 'a')] },
    [['templateButtons[1].value', /duplicates templateButtons\[0\]\.value/]],
  ],
];

/** Requests that break several rules at once: every broken rule comes back, each at its path. */
const multiple: FailCase[] = [
  [
    'a url-button with a long body, a long header, an http url, no buttonLabel and quick-reply buttons',
    { ...base, kind: 'url-button', body: text(1025), header: text(61), url: 'http://example.com', buttons: [{ id: 'a', label: 'A' }] },
    [
      ['body', /at most 1,024/],
      ['header', /at most 60/],
      ['url', /https:\/\//],
      ['buttonLabel', /required for kind url-button/],
      ['buttons', /only for kind quick-reply/],
    ],
  ],
  [
    'a template with 11 buttons, one of them bad, and a long body',
    { ...template, body: text(1025), templateButtons: [...replies(10), tb('url', 'http://x')] },
    [
      ['templateButtons', /1 to 10 buttons \(got 11\)/],
      ['templateButtons[10].value', /https:\/\//],
      ['body', /at most 1,024/],
    ],
  ],
  [
    'an absurd array is refused without reading its items; the other fields are still reported',
    { ...quickReply, header: text(61), buttons: Array.from({ length: 101 }, () => ({ id: 'same', label: text(21) })) },
    [
      ['buttons', /1 to 3 buttons/],
      ['header', /at most 60/],
    ],
  ],
  [
    'a quick-reply whose body is not a string still gets its kind rules',
    { ...base, kind: 'quick-reply', body: 42, url: 'https://example.com' },
    [
      ['body', /expected string/],
      ['url', /only for kind url-button/],
      ['buttons', /required for kind quick-reply/],
    ],
  ],
  [
    'a quick-reply with a bad phone, a long label, a repeated id and an unknown field',
    {
      ...quickReply,
      phoneNumber: '0812345678',
      buttons: [
        { id: 'a', label: text(21) },
        { id: 'a', label: 'B' },
      ],
      extra: true,
    },
    [
      ['', /unknown field "extra"/],
      ['phoneNumber', /international format/],
      ['buttons[0].label', /at most 20/],
      ['buttons[1].id', /duplicates buttons\[0\]\.id/],
    ],
  ],
  [
    'a list with 11 rows, a repeated row id and a long row title',
    {
      ...list,
      sections: [
        { title: 'A', rows: Array.from({ length: 10 }, (_, i) => row(`r${i}`)) },
        { title: 'B', rows: [{ id: 'r2', title: text(25) }] },
      ],
    },
    [
      ['sections', /at most 10 rows in total/],
      ['sections[1].rows[0].id', /duplicates sections\[0\]\.rows\[2\]\.id/],
      ['sections[1].rows[0].title', /at most 24/],
    ],
  ],
  [
    'a template with 3 url, 2 phone, split replies, a long label and a non-button item',
    {
      ...template,
      templateButtons: [
        tb('reply', 'a', text(26)),
        tb('url', 'https://a.example'),
        tb('url', 'https://b.example'),
        tb('url', 'https://c.example'),
        tb('phone', '6281234567890'),
        tb('phone', '6281234567891'),
        tb('reply', 'b'),
        'oops',
      ],
    },
    [
      ['templateButtons', /at most 2 buttons of type url/],
      ['templateButtons', /at most 1 button of type phone/],
      [
        'templateButtons',
        /templateButtons\[1\] \(url\), templateButtons\[2\] \(url\), templateButtons\[3\] \(url\), templateButtons\[4\] \(phone\), templateButtons\[5\] \(phone\) stand between them/,
      ],
      ['templateButtons[0].label', /at most 25/],
      ['templateButtons[7]', /expected object/],
    ],
  ],
];

describe('interactive payload rules', () => {
  it.each(accepted)('accepts %s', (_name, payload) => {
    expect(issuesOf(payload)).toEqual([]);
  });

  it.each(rejected)('refuses %s', (_name, payload, expected) => {
    expectIssues(payload, expected);
  });

  it.each(multiple)('lists every broken rule: %s', (_name, payload, expected) => {
    expectIssues(payload, expected);
  });

  it('counts code points, not UTF-16 units, at the 1,024 body limit', () => {
    expect(text(1024).length).toBe(2048);
    expect(issuesOf({ ...urlButton, body: text(1024) })).toEqual([]);
    expect(issuesOf({ ...urlButton, body: text(1025) }).map((i) => i.path)).toEqual(['body']);
  });
});

describe('toInteractiveContent', () => {
  it('builds the wire content of a list with only the fields the payload set', () => {
    const payload = interactivePayloadSchema.parse({
      ...list,
      replyToId: 'ABC',
      footer: 'Pilih satu',
      sections: [{ title: 'Food', rows: [{ id: 'r1', title: 'Nasi', description: 'Goreng' }, row('r2')] }],
    });
    const content = toInteractiveContent(payload);
    expect(content).toEqual({
      kind: 'interactive',
      type: 'list',
      body: 'Halo kak',
      footer: 'Pilih satu',
      buttonLabel: 'Menu',
      sections: [
        {
          title: 'Food',
          rows: [
            { id: 'r1', title: 'Nasi', description: 'Goreng' },
            { id: 'r2', title: 'Row r2' },
          ],
        },
      ],
    });
    expect(interactiveContentSchema.parse(content)).toEqual(content);
  });

  it('carries the header media with its kind, type, name and where to fetch it', () => {
    const payload = interactivePayloadSchema.parse({ ...template, headerMedia: 'document' });
    const content = toInteractiveContent(payload, { mimeType: 'application/pdf', fileName: 'menu.pdf', url: 'https://kurir.test/media/1' });
    expect(content.headerMedia).toEqual({
      kind: 'document',
      mimeType: 'application/pdf',
      fileName: 'menu.pdf',
      url: 'https://kurir.test/media/1',
    });
    expect(content.templateButtons).toEqual([{ type: 'reply', label: 'reply button', value: 'ok' }]);
    expect(interactiveContentSchema.safeParse(content).success).toBe(true);
  });

  it('refuses to build content whose header media and file do not come together', () => {
    const withMedia = interactivePayloadSchema.parse({ ...quickReply, headerMedia: 'image' });
    expect(() => toInteractiveContent(withMedia)).toThrow(/must come together/);
    const withoutMedia = interactivePayloadSchema.parse(quickReply);
    expect(() => toInteractiveContent(withoutMedia, { mimeType: 'image/png', url: 'https://kurir.test/m' })).toThrow(/must come together/);
  });
});
