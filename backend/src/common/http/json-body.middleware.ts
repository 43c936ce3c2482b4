import { LIMITS } from '@juxta/contracts';
import express, { type RequestHandler } from 'express';
import { type ErrorResponse, sendError, toErrorResponse } from '../errors/error-response';
import { findPrototypeKey } from './prototype-keys';
import { isWellFormedJson } from './well-formed-text';

const parseJson = express.json({ limit: LIMITS.bodyBytesMax, strict: true });

/** The answer to a body with text storage cannot hold, or nested deeper than JSON_DEPTH_MAX. */
export const NOT_WELL_FORMED_BODY: ErrorResponse = {
  status: 400,
  body: { error: 'The request contains text that is not allowed (NUL or invalid Unicode) or is nested too deeply.', code: 'invalid_text' },
};

/**
 * JSON body parsing at 16 KiB. It runs before Nest's router, where exception filters do not
 * reach, so it answers its own errors with the same mapping as the filter.
 */
export const jsonBodyMiddleware: RequestHandler = (req, res, next) => {
  parseJson(req, res, (err?: unknown) => {
    if (err) return sendError(res, toErrorResponse(err));
    if (req.body !== undefined && !isWellFormedJson(req.body)) {
      return sendError(res, NOT_WELL_FORMED_BODY);
    }
    const prototypeKey = findPrototypeKey(req.body);
    if (prototypeKey) {
      return sendError(res, { status: 400, body: { error: `property ${prototypeKey} should not exist`, code: 'invalid_request' } });
    }
    next();
  });
};
