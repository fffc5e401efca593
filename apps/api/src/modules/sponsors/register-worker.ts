import { parentPort, workerData } from 'node:worker_threads';
import { readRegister, RegisterFormatError } from './register.ts';

/** Reads a register CSV in a thread of its own (readRegisterOffThread): seconds of parsing the server's thread is spared. */
try {
  parentPort!.postMessage({ ok: true, result: readRegister((workerData as { text: string }).text) });
} catch (err) {
  parentPort!.postMessage({
    ok: false,
    message: err instanceof Error ? err.message : String(err),
    format: err instanceof RegisterFormatError,
  });
}
