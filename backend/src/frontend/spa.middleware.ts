import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { isApiPath } from '../common/http/csrf.middleware';
import { isMcpPath } from '../tokens/bearer-auth.middleware';

/** Paths the Angular app answers; anything else gets the app's not-found page with status 404. */
const APP_ROUTES = [/^\/$/, /^\/sign-in$/, /^\/sign-up$/, /^\/compare$/, /^\/compare\/[^/]+$/, /^\/explore$/, /^\/profile$/];

/**
 * Serves the built Angular app: hashed assets from disk, and index.html for the app's routes.
 * /api (in any letter case, as Nest's router ignores case) is never answered here, so unknown API paths reach Nest and get 404 JSON.
 */
export function createSpaMiddleware(distFolder: string): RequestHandler[] {
  const root = resolve(distFolder);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return [];
  const indexHtml = readFileSync(indexFile, 'utf8');
  const files = express.static(root, { index: false, fallthrough: true, maxAge: '1y', immutable: true });
  // Only the app's files are compressed (JS/CSS shrink to a third); never the API, whose streams
  // must reach the client event by event.
  const compress = compression({ threshold: 1024 });
  const assets: RequestHandler = (req, res, next) => compress(req, res, () => files(req, res, next));
  const serveAssets: RequestHandler = (req, res, next) => {
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.path === '/index.html') return next();
    return assets(req, res, next);
  };
  const serveIndex: RequestHandler = (req, res, next) => {
    if (isApiPath(req.path) || isMcpPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const known = APP_ROUTES.some((r) => r.test(path));
    res.status(known ? 200 : 404).type('html').setHeader('Cache-Control', 'no-cache');
    compress(req, res, () => res.send(indexHtml));
  };
  return [serveAssets, serveIndex];
}
