import { existsSync } from 'node:fs';

// One Jest run over every workspace that has tests: `npm test` (scripts/test.mjs) builds first.
const workspaces = ['shared', 'server', 'admin', 'storefront', 'test'];
export default {
  // global option (ignored inside projects): servers and browsers start inside hooks
  testTimeout: 120_000,
  projects: workspaces.filter((w) => existsSync(new URL(`./${w}/jest.config.js`, import.meta.url))).map((w) => `<rootDir>/${w}`),
};
