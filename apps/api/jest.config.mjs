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
  // A ceiling, not a budget: integration hooks start whole apps, and on a two-core machine with other
  // work beside it (load 4x the cores) one start took over 30 s. A hook that really hangs still fails.
  testTimeout: 180000,
  // A worker that grew past this after a file is replaced: each integration file loads the whole Nest
  // app into its own module registry, and workers that kept them reached 2.8 GB and spent their time
  // collecting garbage (the run took twice as long).
  workerIdleMemoryLimit: '1GB',
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.mjs',
  // Every integration answer is checked against the OpenAPI document; the teardown prints how many.
  globalSetup: '<rootDir>/test/support/contract-setup.mjs',
  globalTeardown: '<rootDir>/test/support/contract-teardown.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    // One file at a time (a developer's run); `npm test` runs the same files in shards (test/shards).
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/test/shards/'],
    },
    { ...common, displayName: 'shards', testMatch: ['<rootDir>/test/shards/*.spec.ts'] },
  ],
};
