import { LIMITS } from '@juxta/contracts';
import express, { type RequestHandler } from 'express';
import { sendError, toErrorResponse } from '../errors/error-response';

const parseJson = express.json({ limit: LIMITS.bodyBytesMax, strict: true });

/**
 * JSON body parsing at 16 KiB. It runs before Nest's router, where exception filters do not
 * reach, so it answers its own errors with the same mapping as the filter.
 */
export const jsonBodyMiddleware: RequestHandler = (req, res, next) => {
  parseJson(req, res, (err?: unknown) => (err ? sendError(res, toErrorResponse(err)) : next()));
};
