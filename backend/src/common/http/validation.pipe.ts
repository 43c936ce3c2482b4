import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from '../errors/app-errors';

function flatten(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) out[path] = Object.values(e.constraints);
    if (e.children?.length) Object.assign(out, flatten(e.children, path));
  }
  return out;
}

/** Whitelisting validation: unknown fields are refused, messages become `details`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const first = Object.values(details)[0]?.[0] ?? 'The request is invalid.';
      return new ValidationFailedError(first, details);
    },
  });
}
