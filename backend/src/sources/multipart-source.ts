import type { Request } from 'express';

/** POST /api/sources with a multipart/form-data body (a form with a file field, or `curl -F`). */
export function isMultipartSourceUpload(req: Request): boolean {
  return req.method === 'POST' && req.path.toLowerCase() === '/api/sources' && req.is('multipart/form-data') === 'multipart/form-data';
}

/** The file part of a multipart body, as multer hands it over. */
export interface UploadedSourceFile {
  originalname: string;
  buffer: Buffer;
}

/**
 * A multipart body as the JSON body POST /api/sources takes, so one DTO validates both:
 * repeated `items` (or `items[]`) fields make the list, a `file` part becomes fileName and
 * contentBase64 (kind `file` unless another kind is named), `shared` is a form's true/false/on.
 */
export function sourceBodyFromForm(fields: Record<string, unknown>, file: UploadedSourceFile | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['kind', 'url', 'text', 'title'] as const) {
    if (fields[key] !== undefined) body[key] = fields[key];
  }
  const items = fields.items ?? fields['items[]'];
  if (items !== undefined) body.items = Array.isArray(items) ? items : [items];
  if (fields.shared !== undefined) {
    const shared = String(fields.shared).toLowerCase();
    body.shared = shared === 'true' || shared === 'on' || shared === '1' ? true : shared === 'false' || shared === '0' ? false : fields.shared;
  }
  if (file) {
    body.kind ??= 'file';
    body.fileName = file.originalname;
    body.contentBase64 = file.buffer.toString('base64');
  } else {
    // Text with an address is pasted text that names its page, not a page to read.
    body.kind ??= body.text !== undefined ? 'text' : body.url !== undefined ? 'url' : undefined;
  }
  return body;
}
