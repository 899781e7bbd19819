import { fileURLToPath } from 'node:url';

/** The repository root (with a trailing separator): handler entries and the lock file are relative to it. */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
