import { humanLine } from './human-line.js';

describe('log lines for a person at a terminal', () => {
  const at = new Date(2026, 0, 5, 20, 50, 12).getTime();

  it('shows time, level, context, message and request id on one line', () => {
    const line = humanLine(JSON.stringify({ level: 'warn', time: at, context: 'Mail', reqId: 'r-1', msg: 'mail #4 not delivered' }));
    expect(line).toBe('20:50:12 WARN  [Mail] mail #4 not delivered (r-1)\n');
  });

  it("shows Fastify's request lines as method and URL, then status and time", () => {
    expect(
      humanLine(
        JSON.stringify({ level: 'info', time: at, reqId: 'r-2', req: { method: 'GET', url: '/api/home' }, msg: 'incoming request' }),
      ),
    ).toBe('20:50:12 INFO  GET /api/home incoming request (r-2)\n');
    expect(
      humanLine(
        JSON.stringify({ level: 'info', time: at, reqId: 'r-2', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }),
      ),
    ).toBe('20:50:12 INFO  200 3 ms request completed (r-2)\n');
  });

  it("prints an error's stack below it, and passes anything that is not JSON through", () => {
    const line = humanLine(
      JSON.stringify({ level: 'error', time: at, context: 'Errors', msg: 'unexpected error', err: { stack: 'Error: x\n    at y' } }),
    );
    expect(line).toBe('20:50:12 ERROR [Errors] unexpected error\nError: x\n    at y\n');
    expect(humanLine('plain text\n')).toBe('plain text\n');
  });
});
