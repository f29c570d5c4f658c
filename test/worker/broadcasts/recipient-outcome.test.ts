import { describe, expect, it } from 'vitest';
import { settledRecipient } from '../../../worker/broadcasts/recipient-outcome';

const UNKNOWN = 'the outcome is unknown: the session never answered the send and no receipt came';

describe('what a recipient in flight becomes, from its record alone', () => {
  it('waits while the record is PENDING, and is sent once WhatsApp took it or a receipt came', () => {
    expect(settledRecipient({ status: 'PENDING', error: null }, { attempts: 1 }, false)).toBeNull();
    for (const status of ['SENT', 'DELIVERED', 'READ', 'PLAYED']) {
      expect(settledRecipient({ status, error: null }, { attempts: 1 }, false)).toEqual({ status: 'SENT', reason: null });
    }
  });

  it('fails with the reason WhatsApp or the session gave', () => {
    expect(settledRecipient({ status: 'FAILED', error: 'not-acceptable (406)' }, { attempts: 1 }, false)).toEqual({
      status: 'FAILED',
      reason: 'not-acceptable (406)',
    });
  });

  it('goes once more, as the same message, when nobody knows whether the first arrived; never a third time', () => {
    expect(settledRecipient({ status: 'FAILED', error: UNKNOWN }, { attempts: 1 }, false)).toMatchObject({
      status: 'QUEUED',
      recordId: null,
    });
    expect(settledRecipient({ status: 'FAILED', error: UNKNOWN }, { attempts: 2 }, false)).toEqual({ status: 'FAILED', reason: UNKNOWN });
    expect(settledRecipient({ status: 'FAILED', error: UNKNOWN }, { attempts: 1 }, true)).toMatchObject({ status: 'CANCELLED' });
  });

  it('fails as unknown when its record is no longer kept', () => {
    expect(settledRecipient(null, { attempts: 1 }, false)).toMatchObject({
      status: 'FAILED',
      reason: expect.stringContaining('no longer kept'),
    });
  });
});
