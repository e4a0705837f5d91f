import { afterEach, describe, expect, it } from 'vitest';
import { takeStartedCall } from './member-calls';

const started = (overrides: object = {}) => {
  const replies = { '/api/cartdetails': Promise.resolve(new Response('{"response":true}')), '/api/shipingoption': Promise.resolve(new Response('[]')) };
  (globalThis as { __memberCalls?: unknown }).__memberCalls = { token: 'tok-1', language: 'en', at: performance.now(), replies, ...overrides };
  return replies;
};

describe('takeStartedCall', () => {
  afterEach(() => {
    delete (globalThis as { __memberCalls?: unknown }).__memberCalls;
  });

  it('gives the reply the page started for the same address, token and language, once', () => {
    const replies = started();
    const cart = replies['/api/cartdetails'];
    expect(takeStartedCall('/api/cartdetails', 'tok-1', 'en')).toBe(cart);
    expect(takeStartedCall('/api/cartdetails', 'tok-1', 'en')).toBeUndefined();
    expect(takeStartedCall('/api/cartdetails?x=1', 'tok-1', 'en')).toBeUndefined();
  });

  it('gives nothing to another session, another language, or when the page started nothing', () => {
    expect(takeStartedCall('/api/cartdetails', 'tok-1', 'en')).toBeUndefined();
    started();
    expect(takeStartedCall('/api/cartdetails', 'tok-2', 'en')).toBeUndefined();
    expect(takeStartedCall('/api/cartdetails', null, 'en')).toBeUndefined();
    expect(takeStartedCall('/api/shipingoption', 'tok-1', 'hi')).toBeUndefined();
  });

  it('gives nothing once the replies are older than ten seconds', () => {
    started({ at: performance.now() - 10_001 });
    expect(takeStartedCall('/api/cartdetails', 'tok-1', 'en')).toBeUndefined();
  });
});
