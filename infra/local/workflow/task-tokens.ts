import { randomUUID } from 'node:crypto';

/** The local stand-in for SendTaskSuccess / SendTaskFailure: tasks wait on a promise per token. */
export class TaskTokens {
  private readonly waiting = new Map<string, { resolve: (output: unknown) => void; reject: (error: Error) => void }>();
  private readonly early = new Map<string, { output?: unknown; error?: Error }>();

  newToken(): string {
    return `local-task-${randomUUID()}`;
  }

  /** Resolves with the output the token is completed with (completion may come first). */
  wait(token: string): Promise<unknown> {
    const done = this.early.get(token);
    if (done) {
      this.early.delete(token);
      return done.error ? Promise.reject(done.error) : Promise.resolve(done.output);
    }
    return new Promise((resolve, reject) => this.waiting.set(token, { resolve, reject }));
  }

  succeed(token: string, output: unknown): void {
    const waiter = this.waiting.get(token);
    if (!waiter) return void this.early.set(token, { output });
    this.waiting.delete(token);
    waiter.resolve(output);
  }

  fail(token: string, error: string, cause: string): void {
    const failure = Object.assign(new Error(cause), { name: error });
    const waiter = this.waiting.get(token);
    if (!waiter) return void this.early.set(token, { error: failure });
    this.waiting.delete(token);
    waiter.reject(failure);
  }
}
