import { z } from 'zod';

// Zod compiles schemas with `new Function` when it may. The web app's CSP forbids eval, so in a browser its probe
// is reported as a CSP violation: browsers interpret schemas instead (fast enough for API answers and forms).
// The server keeps the compiled schemas. Declared a side effect in package.json, so bundlers keep it.
if ('window' in globalThis) z.config({ jitless: true });
