// The PDF reader's worker entry: plain JavaScript, because on Node 20 a worker cannot start from a .ts file even
// with tsx in its execArgv. pdfjs is loaded first, natively (tsx makes loading it many times slower), then tsx's
// loader is registered in this thread for the TypeScript worker.
import { register } from 'tsx/esm/api';

await import('@jobbridge/resume-pdf/preload-pdfjs');
register();
await import('./worker.ts');
