import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { diffRegister, readRegister, RegisterFormatError } from './register.ts';

// Searches come first: on Linux each thread has its own priority, and this one takes the lowest, so the seconds of
// reading and comparing go to whatever CPU time requests leave over (decision 058).
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  /* not Linux: the thread keeps the process's priority */
}

/** Reads a register CSV and compares it with the stored register in a thread of its own (diffRegisterOffThread). */
try {
  const { text, stored } = workerData as { text: string; stored: string[] };
  parentPort!.postMessage({ ok: true, result: diffRegister(readRegister(text), stored) });
} catch (err) {
  parentPort!.postMessage({
    ok: false,
    message: err instanceof Error ? err.message : String(err),
    format: err instanceof RegisterFormatError,
  });
}
