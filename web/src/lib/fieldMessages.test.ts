import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@campuseats/common/reviews';
import { ApiClientError } from './apiClient';
import { apiFieldMessages } from './fieldMessages';

describe('apiFieldMessages', () => {
  it('reads the first message of each field from a validation refusal', () => {
    const refusal = new ApiClientError(400, 'invalid-argument', 'comment: Too long', {
      formErrors: [],
      fieldErrors: { comment: [REVIEW_MESSAGES.commentTooLong, 'other'] },
    });
    expect(apiFieldMessages(refusal)).toEqual({ comment: REVIEW_MESSAGES.commentTooLong });
  });

  it('leaves any other failure to be shown whole', () => {
    expect(apiFieldMessages(new ApiClientError(409, 'aborted', REVIEW_MESSAGES.editWindowOver, { reason: 'edit-window-over' }))).toBeNull();
    expect(apiFieldMessages(new ApiClientError(400, 'invalid-argument', 'The request body is not valid JSON'))).toBeNull();
    expect(apiFieldMessages(new Error('Network'))).toBeNull();
  });
});
