import { NotFoundException } from '@nestjs/common';
import { RateLimitedError, ValidationFailedError } from './app-errors';
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it('never exposes the message of an unexpected error', () => {
    const r = toErrorResponse(new Error('relation "users" does not exist at /srv/app.js:12'));
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toMatch(/relation|srv|users/);
  });

  it('maps typed errors with their details and Retry-After', () => {
    expect(toErrorResponse(new ValidationFailedError('bad', { items: ['too few'] }))).toEqual({
      status: 400,
      body: { error: 'bad', code: 'invalid_request', details: { items: ['too few'] } },
      headers: undefined,
    });
    expect(toErrorResponse(new RateLimitedError('slow down', 61.2)).headers).toEqual({ 'Retry-After': '62' });
  });

  it('answers 503 when a backing service is unreachable', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    expect(toErrorResponse(err).status).toBe(503);
  });

  it('maps body-parser errors', () => {
    expect(toErrorResponse({ type: 'entity.parse.failed', status: 400 }).body.code).toBe('invalid_json');
    expect(toErrorResponse({ type: 'entity.too.large', status: 413 }).status).toBe(413);
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/x')).body.error).toBe('Not found.');
  });
});
