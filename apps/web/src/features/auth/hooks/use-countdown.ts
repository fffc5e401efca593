import { useEffect, useRef, useState } from 'react';

/** Counts down once a second from `seconds`, then calls `onDone` once. Returns the seconds left. */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  const fired = useRef(false);

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      if (!fired.current) {
        fired.current = true;
        done.current();
      }
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, running]);

  return left;
}
