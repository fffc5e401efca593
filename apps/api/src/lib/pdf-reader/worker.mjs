// The PDF reader's worker entry: plain JavaScript, because on Node 20 a worker cannot start from a .ts file even
// with tsx in its execArgv. It registers tsx's loader in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
