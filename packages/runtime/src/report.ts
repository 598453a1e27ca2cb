const reported = new Set<string>();

/**
 * Logs an island failure once per island name and reason, so a broken island on a listing of 36 buttons
 * does not flood the console. Never throws.
 */
export function reportIslandError(name: string, error: unknown, phase = 'render'): void {
  const key = `${name}:${phase}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront] island "${name}" failed to ${phase}`, error);
}

/** Test helper: forget which errors were logged. */
export function resetReportedErrors(): void {
  reported.clear();
}
