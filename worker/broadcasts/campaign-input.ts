/**
 * A campaign as a request or the dashboard's form gives it, and its preview: the types the campaign's
 * preparation (`new-campaign.ts`) and a CSV campaign's reading (`csv-campaign.ts`) share.
 */
import type { AudienceReport } from './broadcast-store';
import type { CsvSource } from './csv-stream';
import type { CreateBroadcastInput } from './schemas';
import type { Variables } from './variables';

/** `file`: an upload, as its text (the dashboard's form) or its bytes (read as it streams: `csv-stream.ts`). */
export type AudienceInput = CreateBroadcastInput['audience'] | { type: 'file'; csv: CsvSource; fileName: string | null };
export type CampaignInput = Omit<CreateBroadcastInput, 'audience'> & { audience: AudienceInput };

export type Preview = {
  recipients: number;
  optedOut: number;
  audience: AudienceReport;
  /** The first recipients' messages as they will read them (`vars`: theirs, for the dashboard to show an interactive one; not answered by the API). */
  samples: { phone: string; name: string | null; text: string; vars: Variables }[];
};
