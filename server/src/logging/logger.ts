import { requestContext } from '@fastify/request-context';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { humanLine } from './human-line.js';

/** Start-up chatter Nest prints once per module and route: debug, so a start is one line. */
const QUIET_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The one logger of the process: JSON lines (pino) for Fastify's request logs and for Nest's
 * Logger alike, each line carrying the id of the request it belongs to (`reqId`, from the
 * request context) so an error answer's `requestId` finds its log lines. On a terminal outside
 * production the lines are printed for people instead.
 */
export function createLogger(level: string, options: { human?: boolean; destination?: DestinationStream } = {}): Logger {
  const human = options.human ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production');
  const destination = options.destination ?? (human ? { write: (line: string) => void process.stdout.write(humanLine(line)) } : undefined);
  return pino(
    {
      level,
      base: undefined,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // Fastify announces every address it listens on; main.ts says it once
        logMethod(args, method) {
          if (typeof args[0] === 'string' && args[0].startsWith('Server listening at')) return;
          method.apply(this, args);
        },
      },
    },
    destination as DestinationStream,
  );
}

/** Nest's LoggerService on top of the same pino logger (Nest passes the context last). */
export class WardLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]) {
    const context = params.at(-1);
    this.write(typeof context === 'string' && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }

  private write(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: unknown, params: unknown[]) {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    // Logger.error(message, stack, context): the stack is the string before the context
    const stack = level === 'error' && params.length >= 2 && typeof params[0] === 'string' ? params[0] : undefined;
    // Fastify's request lines carry reqId already; Nest's lines take it from the request context
    const fields: Record<string, unknown> = { context, reqId: requestContext.get('reqId' as never) };
    if (stack) fields.stack = stack;
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (message && typeof message === 'object') this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
