/** The strings of the assistant's Actions section, in English (part of `en.ts`), and their rules' messages. */

export const assistantActions = {
  title: 'AI assistant actions',
  /** The section's heading, under the page's (this page's own, or the Assistant settings page). */
  sectionTitle: 'Actions',
  manage: 'Manage the actions',
  intro:
    'Actions let the AI assistant ask your systems while it answers, e.g. an order’s status. Kurir checks the model’s arguments against the schema, then POSTs them to the URL, signed like webhooks (X-Kurir-Signature), and gives the answer back to the model. Every call is noted on the conversation.',
  empty: 'No action yet.',
  name: 'Name',
  nameHint: 'What the model calls: lower-case letters, digits and _, starting with a letter, e.g. order_status.',
  description: 'Description',
  descriptionHint: 'What it does and when to use it: the model reads this to decide.',
  parameters: 'Arguments (JSON Schema)',
  parametersHint:
    'A JSON Schema of an object, e.g. {"type": "object", "properties": {"orderId": {"type": "string"}}, "required": ["orderId"]}.',
  url: 'URL',
  urlHint: 'Kurir POSTs each call here (https://). Answer within 10 s with at most 16 KB.',
  addTitle: 'Add an action',
  add: 'Add action',
  newSecret: 'Signing secret',
  secretWarning: 'Copy it now: it is not shown again. Check X-Kurir-Signature with it as you check webhooks.',
  created: (name: string) => `Action ${name} added.`,
  deleted: 'Action deleted.',
  deleteConfirm: 'Delete this action? The assistant can no longer call it.',
  notJson: 'is not JSON: write the schema as a JSON object',
};

export const actionSaid = {
  'action.name': () =>
    'must start with a lower-case letter and hold only lower-case letters, digits and _ (at most 64 characters), e.g. order_status',
  'action.reserved': (p: { name: string }) => `${p.name} is the assistant’s own tool: choose another name`,
  'action.schema': (p: { problem: string }) => p.problem,
  'action.duplicate': (p: { name: string }) => `another action of this workspace is named ${p.name}`,
  'action.tooMany': (p: { max: number }) => `a workspace keeps at most ${p.max} actions: delete one first`,
  'action.notFound': (p: { id: string }) => `action ${p.id} not found`,
};
