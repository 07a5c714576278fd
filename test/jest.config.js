import swc from '../jest.swc.cjs';
// Black-box tests: the production build (server/dist + admin/dist + storefront/dist) started as a
// child process, reached over real HTTP and driven in Debian's Chromium.
export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/bench/'],
};
