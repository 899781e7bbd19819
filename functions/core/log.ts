// How core reports what went wrong without loading a logging library (core loads no cloud code):
// a sink the outer layer installs (functions/logger.ts: Powertools, with the request id). Until one
// is installed, one JSON line on stderr. Attributes are ids, operation names and error names only,
// never what a person said or their health (docs/privacy.md).

export type LogAttributes = Record<string, string | number | boolean | undefined>;

export interface LogSink {
  error(message: string, attributes: LogAttributes): void;
  warn(message: string, attributes: LogAttributes): void;
}

const stderrSink: LogSink = {
  error: (message, attributes) => console.error(JSON.stringify({ level: 'error', message, ...attributes })),
  warn: (message, attributes) => console.error(JSON.stringify({ level: 'warn', message, ...attributes })),
};

// Kept on the global object: a module loaded beside a Lambda bundle (assessor-files.ts) holds its
// own copy of this file, and must log through the sink the bundle installed.
const SINK = Symbol.for('carecall.log-sink');
const holder = globalThis as { [SINK]?: LogSink };
const sink = () => holder[SINK] ?? stderrSink;

/** Called once by the functions' logger module. */
export function installLogSink(next: LogSink): void {
  holder[SINK] = next;
}

/** The name of what was thrown, the only part of an error that is logged (its message may quote a call). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

export const log = {
  error: (message: string, attributes: LogAttributes) => sink().error(message, attributes),
  warn: (message: string, attributes: LogAttributes) => sink().warn(message, attributes),
};
