/** A CSV campaign as the worker hands it to the device object, for the tests that drive the object's loading. */
import type { NewCampaign } from '../../../worker/broadcasts/broadcasts-part';
import type { NewRecipient } from '../../../worker/broadcasts/recipient-store';

/** `n` recipients from the `from`th on, each on its own CSV line (the header is line 1), every number distinct. */
export const csvRecipients = (from: number, n: number): NewRecipient[] =>
  Array.from({ length: n }, (_, i) => ({
    line: from + i + 2,
    phone: `62812${String(from + i).padStart(8, '0')}`,
    name: null,
    vars: {},
    skipped: null,
  }));

/** A campaign "Promo" to `recipients` from a CSV with only a phone column, a text "Halo" unless `message` is given. */
export const csvCampaign = (
  id: string,
  recipients: NewRecipient[],
  message: NewCampaign['message'] = { type: 'text', text: 'Halo', templateId: null },
): NewCampaign => ({
  id,
  name: 'Promo',
  message,
  audience: {
    source: 'csv',
    labels: null,
    fileName: null,
    columns: ['phone'],
    badRows: [],
    badRowCount: 0,
    duplicates: [],
    duplicateCount: 0,
  },
  countryCode: '62',
  createdBy: null,
  scheduledAt: null,
  recipients,
});
