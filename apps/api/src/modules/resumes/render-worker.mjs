// The render worker's entry: plain JavaScript, because on Node 20 a worker cannot start from a .ts file even with
// tsx in its execArgv. It registers tsx's loader in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
