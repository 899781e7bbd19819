/** True when the body carries exactly these keys (a client's fixed `userId` is ignored). */
export function onlyKeys(body: Record<string, unknown>, expected: string[]): boolean {
  const keys = Object.keys(body).filter((k) => k !== 'userId');
  return keys.length === expected.length && expected.every((k) => keys.includes(k));
}
