import { REQUEST_REFUSED_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { isUnknownServerFn, MALFORMED_SERVER_FN_CALL, malformedServerFnCall } from './server-fn-guard.ts';

const call = (path: string, init: RequestInit = {}) => new Request(`http://127.0.0.1${path}`, init);
const post = (body: string | undefined, type: string | null = 'application/json') =>
  call('/_serverFn/abc', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  });
async function refusal(request: Request) {
  const response = await malformedServerFnCall(request);
  return (
    response && { status: response.status, message: ((await response.json()) as { message: string }).message }
  );
}

describe('a malformed POST /_serverFn/... answers 400 (Start answered 500)', () => {
  it('refuses a body that is not JSON, or not an object, with the contract message', async () => {
    expect(await refusal(post('garbage'))).toEqual({
      status: 400,
      message: REQUEST_REFUSED_MESSAGES.badJson,
    });
    expect(await refusal(post('{"a":'))).toEqual({ status: 400, message: REQUEST_REFUSED_MESSAGES.badJson });
    expect(await refusal(post('1'))).toEqual({ status: 400, message: MALFORMED_SERVER_FN_CALL });
    expect(await refusal(post('x', 'text/plain'))).toEqual({
      status: 400,
      message: REQUEST_REFUSED_MESSAGES.unsupportedMediaType,
    });
  });

  it('refuses a call without a function id, and methods Start does not call with', async () => {
    expect((await refusal(call('/_serverFn/', { method: 'POST' })))?.status).toBe(400);
    expect((await refusal(call('/_serverFn/abc', { method: 'PUT' })))?.status).toBe(400);
    expect((await refusal(call('/_serverFn/abc?payload=%7B')))?.status).toBe(400);
  });

  it('lets a well-formed call through to Start', async () => {
    expect(await malformedServerFnCall(post('{"t":10,"i":0}'))).toBeUndefined();
    expect(await malformedServerFnCall(post(undefined, null))).toBeUndefined();
    // An empty body that says it is JSON is not (Start's request.json() threw: a 500).
    expect((await refusal(post('')))?.status).toBe(400);
    expect(await malformedServerFnCall(call('/_serverFn/abc?payload=%7B%7D'))).toBeUndefined();
  });

  it('knows the error Start throws for an unknown function', () => {
    expect(isUnknownServerFn(new Error('Server function info not found for abc'))).toBe(true);
    expect(isUnknownServerFn(new Error('database down'))).toBe(false);
  });
});
