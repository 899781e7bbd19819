// Faults injected through a running server's ports in a test: the port's method is wrapped for as
// long as the test needs, the real adapter still doing the work wherever the wrapper lets it.

/** Wraps `method` of `target` with `around`; returns the restore. */
export function intercept<T extends object, K extends keyof T>(target: T, method: K, around: (original: T[K], ...args: unknown[]) => unknown) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target) as T[K];
  (target as Record<K, unknown>)[method] = (...args: unknown[]) => around(original, ...args);
  return () => {
    (target as Record<K, unknown>)[method] = original;
  };
}

/** Makes `method` of `target` throw for its first `times` calls, then behave. Returns the restore. */
export function failFirst<T extends object>(target: T, method: keyof T, times: number, error: () => Error) {
  let left = times;
  return intercept(target, method, (original, ...args) => (left-- > 0 ? Promise.reject(error()) : (original as (...a: unknown[]) => unknown)(...args)));
}
