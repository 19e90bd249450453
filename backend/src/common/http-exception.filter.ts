import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ErrorBody } from '@telisik/contract';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { DomainError, type DomainErrorCode } from './domain-error';
import { messages } from './messages';

/** Errors thrown by Express middleware (body-parser) carry a status and a type. */
interface MiddlewareError {
  status: number;
  type?: string;
}

function isMiddlewareError(error: unknown): error is MiddlewareError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    !(error instanceof HttpException)
  );
}

function messageForHttpException(exception: HttpException): string {
  const status = exception.getStatus();
  if (status === HttpStatus.UNAUTHORIZED) return messages.unauthorized;
  if (status === HttpStatus.NOT_FOUND) return messages.notFound;
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join(' ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * The one place where anything thrown becomes an HTTP answer: one JSON body for every 4xx and 5xx,
 * Indonesian messages, and nothing internal leaked (a 500 carries only a request id to quote).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  /** `statusByCode`: every feature's codes with their statuses, collected by the composition root (src/domain-errors.ts). */
  constructor(private readonly statusByCode: Readonly<Record<DomainErrorCode, number>>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  /** Also the Express error handler, for what fails in middleware before Nest's routing. */
  respond(exception: unknown, request: Request, response: Response): void {
    const body = this.toBody(exception, request);
    if (exception instanceof DomainError) response.locals.errorCode = exception.code;
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof DomainError) {
      return this.body(this.statusByCode[exception.code], exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.SERVICE_UNAVAILABLE) return this.body(status, messages.serviceUnavailable);
      if (status >= 500) return this.internal(exception, request);
      return this.body(status, messageForHttpException(exception));
    }
    if (isMiddlewareError(exception) && exception.status >= 400 && exception.status < 500) {
      if (exception.type === 'entity.parse.failed') return this.body(400, messages.invalidJson);
      if (exception.type === 'entity.too.large') return this.body(413, messages.payloadTooLarge);
      return this.body(exception.status, STATUS_CODES[exception.status] ?? 'Error');
    }
    return this.internal(exception, request);
  }

  private internal(exception: unknown, request: Request): ErrorBody {
    const requestId = request.requestId ?? randomUUID();
    this.logger.error(
      `${request.method} ${redactedUrl(request.originalUrl)} failed (request ${requestId})`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    return { ...this.body(500, messages.internal), requestId };
  }

  private body(statusCode: number, message: string): ErrorBody {
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  }
}

/**
 * The path and the names of the query's parameters, never their values: a sign-in callback's
 * one-time code and state, or a cursor, do not belong in logs.
 */
export function redactedUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://x');
  const names = [...new Set(url.searchParams.keys())];
  return names.length === 0 ? url.pathname : `${url.pathname}?${names.map((name) => `${name}=…`).join('&')}`;
}
