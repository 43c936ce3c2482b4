import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendError, toErrorResponse } from './error-response';

/** The one place errors become HTTP answers: always `{error}` JSON, never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const error = toErrorResponse(exception);
    if (error.status >= 500) {
      // A held stream's request has no request logger (heldRequestLog) to name it: the line does,
      // through the root logger's request serializer.
      const named = 'log' in req ? {} : { req };
      this.logger.error({ err: exception, path: req.originalUrl, ...named }, 'request failed');
    }
    sendError(res, error);
  }
}
