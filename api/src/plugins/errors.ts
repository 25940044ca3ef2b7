/**
 * The error policy of the API: every failure leaves as `ApiErrorBody` with a Spanish message.
 * Bad input is always a 400 naming the field; only real faults are 500, and those are logged.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from '../sql-state';
import { AppError, ConflictError, invalidField, SessionEndedError } from '../errors';
import { type ApiErrorBody, retryAfterHeader, STATUS_OF_KIND, STATUS_TEXT } from '../http/errors';
import type { App } from '../http/types';
import { looksLikeFile } from '../web';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un correo electrónico válido',
  date: 'una fecha válida (AAAA-MM-DD)',
  'date-time': 'una fecha y hora válidas',
};

function fieldOf(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
  return [path, missing].filter(Boolean).join('.') || 'solicitud';
}

function describe(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'type':
      return `debe ser ${String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' o ')}`;
    case 'format':
      return `debe ser ${FORMAT_NAMES[String(p.format)] ?? 'un valor con formato válido'}`;
    case 'minLength':
      return p.limit === 1 ? 'es obligatorio' : `debe tener al menos ${p.limit} caracteres`;
    case 'maxLength':
      return `debe tener como máximo ${p.limit} caracteres`;
    case 'minimum':
      return `debe ser mayor o igual a ${p.limit}`;
    case 'maximum':
      return `debe ser menor o igual a ${p.limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${p.limit}`;
    case 'enum':
      return `debe ser uno de: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return 'tiene un formato no válido';
    case 'minItems':
      return `debe tener al menos ${p.limit} elementos`;
    case 'maxItems':
      return `debe tener como máximo ${p.limit} elementos`;
    default:
      return 'no es válido';
  }
}

/** Turns schema validation errors into one message and a message per field. */
export function validationBody(errors: AjvError[]): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    fields[field] ??= `El campo «${field}» ${describe(error)}.`;
  }
  return { statusCode: 400, error: 'Bad Request', message: Object.values(fields).join(' '), fields };
}

/** Fastify's own client errors (bad JSON, wrong media type, too large...) in Spanish. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
};

/** PostgreSQL error classes that come from data, not from faults: a safety net behind the schemas. */
function databaseClientError(error: unknown): ApiErrorBody | undefined {
  const code = sqlState(error);
  if (!code) return undefined;
  if (code === '23505') return { statusCode: 409, error: 'Conflict', message: 'Ya existe un registro con ese valor.' };
  if (code === '23503') {
    return { statusCode: 409, error: 'Conflict', message: 'El registro está en uso o hace referencia a otro que no existe.' };
  }
  // Two writes of the same records at once, in opposite order: the engine cancels one of them.
  if (code === '40P01' || code === '40001') {
    return { statusCode: 409, error: 'Conflict', message: 'Otra operación modificó estos datos al mismo tiempo. Intenta nuevamente.' };
  }
  if (code.startsWith('22')) return { statusCode: 400, error: 'Bad Request', message: 'Uno de los datos enviados no es válido.' };
  return undefined;
}

/** Finds the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'solicitud' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulField(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

export default fp(async function errorsPlugin(app: App) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field = nulField(request.body, '') ?? nulField(request.query, '') ?? nulField(request.params, '');
    if (field) {
      throw invalidField(field, `El campo «${field}» contiene caracteres no válidos.`);
    }
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      const statusCode = STATUS_OF_KIND[error.kind];
      body = {
        statusCode,
        error: STATUS_TEXT[statusCode] ?? 'Error',
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error instanceof SessionEndedError ? { reason: error.reason } : {}),
        ...(error instanceof ConflictError ? { code: error.code, ...error.extra } : {}),
      };
      if (error.retryAfterMs !== undefined) reply.headers(retryAfterHeader(error.retryAfterMs));
    } else if (error.validation) {
      body = validationBody(error.validation as AjvError[]);
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      body = { statusCode: status, error: 'Bad Request', message: FASTIFY_CLIENT_ERRORS[error.code] };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, error: 'Bad Request', message: 'La solicitud no es válida.' };
    } else {
      body = databaseClientError(error) ?? {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Error interno del servidor. Intenta nuevamente.',
      };
    }
    // The logger's error serializer keeps only the error's kind, SQLSTATE and cause (src/logging.ts).
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/remotes/') &&
      // A missing file (an old chunk, a source map) must fail, not come back as the app's page.
      !looksLikeFile(request.url);
    if (wantsPage && app.appShell) return app.appShell(reply, request.url);
    const body: ApiErrorBody = {
      statusCode: 404,
      error: 'Not Found',
      message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.status(404).send(body);
  });
});
