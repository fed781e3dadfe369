const loads = new Map<string, Promise<void>>();

/**
 * Adds a provider's script once per page; every caller waits for the same load. A failed
 * load is forgotten, so the next click tries again (a flaky network, a blocker turned off).
 */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
