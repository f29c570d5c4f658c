/**
 * A contact as the variables a canned reply's text is filled with, by the broadcasts' own rules
 * (`fillVariables`): `{{name}}` (the name a member gave, else the contact's own), `{{phone}}`, and
 * each custom field under its variable name (`Kota` → `{{kota}}`). Pure.
 */
import { type Variables, variableName } from '../broadcasts/variables';

export type ContactFacts = { phoneNumber: string; name: string | null; pushName: string | null; customFields: string };

function customFields(json: string): Variables {
  try {
    const fields: unknown = JSON.parse(json);
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).flatMap(([k, v]) => (typeof v === 'string' && variableName(k) ? [[variableName(k), v]] : [])),
    );
  } catch {
    return {};
  }
}

export function contactVariables(contact: ContactFacts): Variables {
  const name = (contact.name ?? contact.pushName ?? '').trim();
  return { ...customFields(contact.customFields), phone: contact.phoneNumber, ...(name ? { name } : {}) };
}
