import swc from '../jest.swc.cjs';
// NestJS 12 is ESM-only: Jest runs with --experimental-vm-modules (scripts/test.mjs sets it).
export default {
  displayName: 'server',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@ward/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/src/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.mjs',
  testTimeout: 60000,
};
