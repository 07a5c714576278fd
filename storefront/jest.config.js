import swc from '../jest.swc.cjs';

// Unit and component tests of the storefront (jsdom): stores, dictionaries, forms, widgets.
// JSX compiles against Preact; `@ward/shared` comes from source as in the Vite build.
const transform = [
  '@swc/jest',
  { ...swc, jsc: { ...swc.jsc, transform: { ...swc.jsc.transform, react: { runtime: 'automatic', importSource: 'preact' } } } },
];

export default {
  displayName: 'storefront',
  testEnvironment: 'jsdom',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': transform },
  moduleNameMapper: {
    '^@ward/shared$': '<rootDir>/../shared/src/index.ts',
    '^@ward/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/src/test/style-stub.js',
  },
  setupFiles: ['<rootDir>/src/test/setup.js'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
