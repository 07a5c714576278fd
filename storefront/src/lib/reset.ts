/** The password reset in progress (email, then the checked code), for this tab only. */
const KEY = 'ward-reset';

export interface ResetState {
  email?: string;
  code?: string;
}

export function readReset(): ResetState {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as ResetState;
  } catch {
    return {};
  }
}

export function writeReset(state: ResetState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* ignore */
  }
}

export function clearReset(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
