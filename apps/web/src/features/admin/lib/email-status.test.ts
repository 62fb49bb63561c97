import { describe, expect, it } from 'vitest';
import { describeEmailStatus } from './email-status';

const at = (iso: string) => `at(${iso})`;
const row = { status: 'pending' as const, attempts: 0, next_attempt_at: null, error_message: null };

describe('describeEmailStatus', () => {
  it('says Delivered for a sent email', () => {
    expect(describeEmailStatus({ ...row, status: 'sent', attempts: 1 }, at)).toEqual({ label: 'Delivered', tone: 'delivered' });
  });

  it('says Queued before the first try', () => {
    expect(describeEmailStatus(row, at)).toEqual({ label: 'Queued', tone: 'queued' });
  });

  it('says which try it is and when the next one is due while retrying', () => {
    const status = describeEmailStatus({ ...row, attempts: 2, next_attempt_at: '2030-01-01T10:00:00.000Z' }, at);
    expect(status).toEqual({ label: 'Retrying (attempt 2, next try at at(2030-01-01T10:00:00.000Z))', tone: 'retrying' });
    expect(describeEmailStatus({ ...row, attempts: 1 }, at).label).toBe('Retrying (attempt 1)');
  });

  it('gives the reason of a failure', () => {
    expect(describeEmailStatus({ ...row, status: 'failed', attempts: 5, error_message: 'Mailgun answered 401' }, at)).toEqual({
      label: 'Failed: Mailgun answered 401',
      tone: 'failed',
    });
    expect(describeEmailStatus({ ...row, status: 'failed', attempts: 5 }, at).label).toBe('Failed');
  });
});
