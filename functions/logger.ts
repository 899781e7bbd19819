import { Logger } from '@aws-lambda-powertools/logger';

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

/** An error as it may be logged: its name (and a code some SDK errors carry), never its message. */
export function errorName(error: unknown): string {
  if (error instanceof Error) return error.name;
  return typeof error;
}
