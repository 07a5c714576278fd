import swc from '../jest.swc.cjs';

// CommonJS packages that require() ESM-only dependencies work in Node 20.19+ (require(esm)) but
// not inside Jest's module system before Node 24.9: compile just those dependencies to CommonJS.
const ESM_ONLY_REQUIRED = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'content-disposition'];
// NestJS 12 is ESM-only: Jest runs with --experimental-vm-modules (scripts/test.mjs sets it).
export default {
  displayName: 'server',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    [`/node_modules/(${ESM_ONLY_REQUIRED.join('|')})/.+\\.js$`]: ['@swc/jest', { ...swc, module: { type: 'commonjs' } }],
    '^.+\\.ts$': ['@swc/jest', swc],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_REQUIRED.join('|')})/)`],
  moduleNameMapper: {
    '^@ward/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/src/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.mjs',
};
