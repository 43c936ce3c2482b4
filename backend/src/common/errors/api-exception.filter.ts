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
      // No request logger is bound to the request (its line is written when it closes): this line
      // names the request itself, through the root logger's request serializer.
      this.logger.error({ err: exception, path: req.originalUrl, req }, 'request failed');
    }
    sendError(res, error);
  }
}
