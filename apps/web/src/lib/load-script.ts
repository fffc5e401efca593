const loaded = new Map<string, Promise<void>>();

/** Adds a third-party script once (only when the feature it serves is configured) and waits for it. */
export function loadScript(src: string): Promise<void> {
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, pending);
  }
  return pending;
}
