/** PostgreSQL aborted the transaction to break a deadlock (or a serialization conflict): running it again is the answer. */
export const isDeadlock = (error: unknown) => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');
