// ESM + SWC: decorator metadata must be on or Nest's dependency injection breaks silently.
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
};

export default {
  // Integration hooks start whole apps on a busy two-core machine.
  testTimeout: 30000,
  // Every integration answer is checked against the OpenAPI document; the teardown prints how many.
  globalSetup: '<rootDir>/test/support/contract-setup.mjs',
  globalTeardown: '<rootDir>/test/support/contract-teardown.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/**/*.spec.ts'] },
  ],
};
