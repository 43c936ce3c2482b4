import type { AppConfig } from '@juxta/config';
import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { UnauthenticatedError } from '../common/errors/app-errors';
import { sendError, toErrorResponse } from '../common/errors/error-response';
import { sessionOnlyError } from '../tokens/token-scopes';
import { authenticatedUserId } from '../tokens/token-principal';
import { NOT_WELL_FORMED_BODY } from '../common/http/json-body.middleware';
import { isWellFormedJson, jsonNestsDeeperThan } from '../common/http/well-formed-text';
import { findPrototypeKey } from '../common/http/prototype-keys';
import { isMultipartSourceUpload, sourceBodyFromForm } from './multipart-source';

/** The body parser's error type for a body refused by its nesting, before parsing. */
const NESTED_TOO_DEEPLY = 'entity.nested.too.deeply';

/**
 * The largest bodies POST /api/sources reads for a source of `maxBytes` (USER_SOURCE_MAX_BYTES):
 * JSON carries the file as base64 (4/3 of its size) plus a small rest; a multipart form, the file
 * plus its other parts. A proxy in front sizes its own limit for the route from this.
 */
export function sourceBodyLimits(maxBytes: number): { json: number; form: number } {
  return { json: Math.ceil((maxBytes * 4) / 3) + 64 * 1024, form: maxBytes + 64 * 1024 };
}

/**
 * POST /api/sources takes pasted text and files up to USER_SOURCE_MAX_BYTES, far above the
 * API's 16 KiB body limit: this parser runs first for that one route (the general parser then
 * sees the body is read and leaves it). Two body forms: JSON (a file as base64, what the app
 * sends) and multipart/form-data (a `file` part, for forms and `curl -F`), which becomes the
 * same JSON shape so one DTO validates both. It runs after the session is loaded: a request that
 * is not signed in is refused before a byte of its body is read (parsing megabytes of nested JSON
 * costs the main thread a second), and so is an API token, which the route does not take.
 */
export function createSourcesBodyMiddleware(config: AppConfig): RequestHandler {
  const maxBytes = config.userSources.maxBytes;
  const tooLarge = `A source can be at most ${maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(maxBytes / 1024)} kB`}.`;
  const limits = sourceBodyLimits(maxBytes);
  // A signed-in user's megabytes of nesting are refused from the bytes, before JSON.parse spends a second on them.
  const parse = express.json({
    limit: limits.json,
    strict: true,
    verify: (_req, _res, raw) => {
      if (jsonNestsDeeperThan(raw)) throw Object.assign(new Error('nested too deeply'), { type: NESTED_TOO_DEEPLY });
    },
  });
  // In memory: a source is at most maxBytes and is read into text at once, never kept as a file.
  const form = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, fieldSize: maxBytes, files: 1, fields: 20, parts: 21 } }).single('file');
  // The limits above are per part; the whole form is bounded by its declared length, checked
  // before a byte is read (browsers and curl always declare it for a form).
  const formMax = limits.form;

  const checked: RequestHandler = (req, res, next) => {
    if (req.body !== undefined && !isWellFormedJson(req.body)) return sendError(res, NOT_WELL_FORMED_BODY);
    const prototypeKey = findPrototypeKey(req.body);
    if (prototypeKey) return sendError(res, { status: 400, body: { error: `property ${prototypeKey} should not exist`, code: 'invalid_request' } });
    next();
  };

  return (req, res, next) => {
    if (req.method !== 'POST' || req.path.toLowerCase() !== '/api/sources') return next();
    // The same answers as the route's guards would give, before the body instead of after it.
    if (req.apiToken) return sendError(res, toErrorResponse(sessionOnlyError()));
    if (!authenticatedUserId(req)) return sendError(res, toErrorResponse(new UnauthenticatedError()));
    if (isMultipartSourceUpload(req)) {
      const declared = req.get('content-length');
      if (declared === undefined) {
        return sendError(res, { status: 411, body: { error: 'Send the form with a Content-Length.', code: 'length_required' } });
      }
      if (Number(declared) > formMax) return sendError(res, { status: 413, body: { error: tooLarge, code: 'source_too_large' } });
      return form(req, res, (err?: unknown) => {
        if (err instanceof multer.MulterError) {
          if (err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE') {
            return sendError(res, { status: 413, body: { error: tooLarge, code: 'source_too_large' } });
          }
          const what = err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT' ? `Send one file, in the field “file”.` : `The form could not be read (${err.message}).`;
          return sendError(res, { status: 400, body: { error: what, code: 'invalid_request' } });
        }
        if (err) return sendError(res, { status: 400, body: { error: 'The form could not be read: it is not well-formed multipart/form-data.', code: 'invalid_request' } });
        req.body = sourceBodyFromForm((req.body ?? {}) as Record<string, unknown>, req.file);
        checked(req, res, next);
      });
    }
    parse(req, res, (err?: unknown) => {
      if ((err as { type?: unknown } | undefined)?.type === NESTED_TOO_DEEPLY) return sendError(res, NOT_WELL_FORMED_BODY);
      if (err) return sendError(res, toErrorResponse(err));
      checked(req, res, next);
    });
  };
}
