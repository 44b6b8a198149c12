// No browser: these tests use no page fixture.
export default {
  testDir: '.',
  testMatch: '*.spec.mjs',
  retries: 1,
  workers: 1,
  reporter: [['json', { outputFile: process.env.PW_JSON }]],
};
