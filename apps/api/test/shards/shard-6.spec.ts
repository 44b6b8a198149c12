import { loadShard } from './load-shard.js';

await loadShard(6);
