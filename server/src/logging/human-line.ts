/**
 * A pino JSON line as one line for a person at a terminal (`npm start`, `npm run dev`):
 * `20:50:12 INFO  [Ward] Ward is open on … (reqId)`, with an error's stack below it.
 */
export function humanLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, context, msg, reqId, stack, err, req, res, responseTime, ...rest } = entry;
  const clock = new Date(Number(time)).toTimeString().slice(0, 8);
  const where = context ? `[${asText(context)}] ` : '';
  const request = req as { method?: string; url?: string } | undefined;
  const answered = res as { statusCode?: number } | undefined;
  const http = request
    ? `${request.method} ${request.url} `
    : answered
      ? `${answered.statusCode} ${Math.round(Number(responseTime))} ms `
      : '';
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  const trace = (stack as string | undefined) ?? (err as { stack?: string } | undefined)?.stack;
  const tag = reqId ? ` (${asText(reqId)})` : '';
  return `${clock} ${asText(level).toUpperCase().padEnd(5)} ${where}${http}${asText(msg ?? '')}${extra}${tag}\n${trace ? `${trace}\n` : ''}`;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
