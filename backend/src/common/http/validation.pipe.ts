import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from '../errors/app-errors';

/**
 * A property's failed rules in the order its decorators are written. class-validator checks
 * IsDefined first and the others bottom-up; reversed, the type check written first (`query must
 * be text`) comes before a length rule that fails only because the value is not text.
 */
function inDeclaredOrder(constraints: Record<string, string>): string[] {
  const entries = Object.entries(constraints);
  const defined = entries.filter(([name]) => name === 'isDefined');
  const others = entries.filter(([name]) => name !== 'isDefined').reverse();
  return [...defined, ...others].map(([, message]) => message);
}

function flatten(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) out[path] = inDeclaredOrder(e.constraints);
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
    // Every rule of a field runs (not only the first to fail, which is the last declared); the
    // first declared of the failing ones is reported.
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const first = Object.values(details)[0]?.[0] ?? 'The request is invalid.';
      return new ValidationFailedError(first, details);
    },
  });
}
