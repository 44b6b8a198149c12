/** The files that take a minute or more on a two-core runner (slow-first-sequencer.mjs). */
export declare const SLOW_FIRST: readonly string[];
declare const SlowFirstSequencer: unknown;
export default SlowFirstSequencer;
