import { describe, expect, it } from 'vitest';
import { RestRefusal, readApiError } from './api-error';

describe('readApiError', () => {
  it('adds the request id to a server failure’s message, as a reference to quote', () => {
    const failure = new RestRefusal(500, { message: 'Something went wrong.', code: 'internal_error', request_id: 'abc-123' });
    expect(readApiError(failure).message).toBe('Something went wrong. Reference: abc-123');
  });

  it('leaves a refusal without an id as the server worded it', () => {
    const refusal = new RestRefusal(409, { message: 'Already taken.', code: 'conflict' });
    expect(readApiError(refusal).message).toBe('Already taken.');
  });
});
