// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError } from '../../../../dataProviders/http';
import { serverRefused, useIdempotencyKey } from '../../../../src/common/idempotency-key';

const refused = new ApiError('Idempotency-Key was already used for a different request.', 422, 'Unprocessable', null);
const noAnswer = new TypeError('Failed to fetch');

describe('useIdempotencyKey', () => {
  it('tells a refusal (a 4xx) from an unknown outcome (no answer, or a 5xx from the server or a gateway)', () => {
    expect(serverRefused(refused)).toBe(true);
    expect(serverRefused(new ApiError('Bad Request', 400, 'Bad Request', null))).toBe(true);
    expect(serverRefused(noAnswer)).toBe(false);
    expect(serverRefused(new ApiError('Gateway Timeout', 504, 'Gateway Timeout', null))).toBe(false);
    expect(serverRefused(null)).toBe(false);
  });

  it('keeps the key across an unknown outcome, and makes a new one after a refusal or a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.key();
    expect(result.current.key()).toBe(first);
    result.current.settle(noAnswer);
    result.current.settle(new ApiError('Bad Gateway', 502, 'Bad Gateway', null));
    expect(result.current.key()).toBe(first);
    result.current.settle(refused);
    const second = result.current.key();
    expect(second).not.toBe(first);
    result.current.reset();
    expect(result.current.key()).not.toBe(second);
  });

  it('with a request named, a different request gets its own key and the same one is recognised', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const block = result.current.key('["block",{"merchantId":"1"}]');
    result.current.settle(noAnswer);
    expect(result.current.key('["block",{"merchantId":"1"}]')).toBe(block);
    expect(result.current.key('["unblock",{"merchantId":"1"}]')).not.toBe(block);
  });
});
