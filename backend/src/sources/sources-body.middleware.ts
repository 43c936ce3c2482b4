import type { AppConfig } from '@juxta/config';
import express, { type RequestHandler } from 'express';
import { sendError, toErrorResponse } from '../common/errors/error-response';
import { isWellFormedJson } from '../common/http/well-formed-text';

/**
 * POST /api/sources takes pasted text and base64 files up to USER_SOURCE_MAX_BYTES, far above
 * the API's 16 KiB body limit: this parser runs first for that one route (the general parser
 * then sees the body is read and leaves it).
 */
export function createSourcesBodyMiddleware(config: AppConfig): RequestHandler {
  // base64 grows a file by 4/3; the rest of the JSON is small.
  const parse = express.json({ limit: Math.ceil((config.userSources.maxBytes * 4) / 3) + 64 * 1024, strict: true });
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/api/sources') return next();
    parse(req, res, (err?: unknown) => {
      if (err) return sendError(res, toErrorResponse(err));
      if (req.body !== undefined && !isWellFormedJson(req.body)) {
        return sendError(res, { status: 400, body: { error: 'The request contains text that is not allowed (NUL or invalid Unicode).', code: 'invalid_text' } });
      }
      next();
    });
  };
}
