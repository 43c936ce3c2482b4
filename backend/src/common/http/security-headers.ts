import type { AppConfig } from '@juxta/config';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** helmet with a strict CSP the built Angular app runs under (no inline script). */
export function createSecurityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Angular adds component styles at run time as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.session.secureCookie ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.session.secureCookie ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
