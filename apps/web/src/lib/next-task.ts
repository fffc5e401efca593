/**
 * Resolves in a later task, so that the work after it starts a new task: the browser can handle input and paint
 * in between (Total Blocking Time counts every task over 50 ms on a phone, decision 042). `scheduler.yield()`
 * where the browser has it (its continuation runs before other waiting tasks), otherwise a message to itself,
 * which, unlike a timer, is not held back in a tab in the background.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
