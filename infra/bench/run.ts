import { benchAssessorScores } from './assessor-scores.ts';
import { benchWordModelScores } from './word-model-scores.ts';
import { benchCallLogs } from './call-logs-latency.ts';
import { benchCapacity } from './capacity.ts';
import { benchCheckIn } from './check-in-cost.ts';
import { benchLambdaBundles } from './lambda-bundles.ts';
import { benchWebPerformance } from './web-performance.ts';

// `npm run bench`: figures, not pass/fail. Each section can also be run alone with tsx.
console.log(`# CareCall benchmarks (${new Date().toISOString()}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores)`);
await benchLambdaBundles();
await benchCallLogs();
await benchCheckIn();
benchAssessorScores();
benchWordModelScores();
benchCapacity();
await benchWebPerformance();
