import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** docker/nginx.conf.template: the proxy configuration compose runs and the scale-out test runs. */
export const NGINX_TEMPLATE_PATH = join(__dirname, '../../docker/nginx.conf.template');

/** The variables the template takes (the nginx image substitutes them from its environment). */
export const NGINX_TEMPLATE_VARIABLES = ['JUXTA_API_1', 'JUXTA_API_2', 'NGINX_LISTEN', 'NGINX_PROXY_READ_TIMEOUT', 'NGINX_SOURCES_MAX_BODY'] as const;
export type NginxTemplateValues = Record<(typeof NGINX_TEMPLATE_VARIABLES)[number], string>;

/**
 * Renders the template as the nginx image's envsubst step does: each `${NAME}` replaced by its
 * value. A `${…}` the template uses but is not given is an error here (envsubst would leave it and
 * nginx fail to start), and so is a given variable the template does not use.
 */
export function renderNginxTemplate(values: NginxTemplateValues, template = readFileSync(NGINX_TEMPLATE_PATH, 'utf8')): string {
  const used = new Set<string>();
  const text = template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`nginx template variable \${${name}} has no value`);
    used.add(name);
    return values[name as keyof NginxTemplateValues];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`nginx template does not use ${unused.join(', ')}`);
  return text;
}

/**
 * How long nginx skips an API instance after failed attempts (the upstreams' `fail_timeout`): an
 * instance that came back is in rotation again only after this, so a rolling restart waits it out.
 */
export function upstreamFailTimeoutMs(template = readFileSync(NGINX_TEMPLATE_PATH, 'utf8')): number {
  const match = /fail_timeout=(\d+)(ms|s)?/.exec(template);
  if (!match) throw new Error('the nginx template sets no fail_timeout on its upstreams');
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}
