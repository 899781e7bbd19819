/** True when the body carries exactly these keys. */
export function onlyKeys(body: Record<string, unknown>, expected: string[]): boolean {
  const keys = Object.keys(body);
  return keys.length === expected.length && expected.every((k) => keys.includes(k));
}
