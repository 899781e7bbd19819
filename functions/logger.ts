import { Logger } from '@aws-lambda-powertools/logger';
import { installLogSink } from './core/log.ts';

// The functions' one logger (Powertools): JSON lines with the service, the function and, inside a
// handler wrapped with injectLambdaContext, the request id. What goes in: ids, step and operation
// names, error names. Never a transcript, an answer, a health note or a message's text
// (docs/privacy.md): an error's message may quote one, so only its name is logged.

/**
 * POWERTOOLS_LOG_LEVEL when set; otherwise INFO in Lambda and ERROR elsewhere, so the local twin and
 * the tests print only what went wrong.
 */
function defaultLevel(env: NodeJS.ProcessEnv): 'INFO' | 'ERROR' | undefined {
  if (env.POWERTOOLS_LOG_LEVEL) return undefined;
  return env.AWS_LAMBDA_FUNCTION_NAME ? 'INFO' : 'ERROR';
}

export const logger = new Logger({ serviceName: 'carecall', logLevel: defaultLevel(process.env) });

// Core's reports (core/log.ts) go through this logger too, with the request id.
installLogSink({
  error: (message, attributes) => logger.error(message, attributes),
  warn: (message, attributes) => logger.warn(message, attributes),
});

/** An error as it may be logged: its name, never its message. */
export { errorName } from './core/log.ts';
