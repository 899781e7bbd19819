import type { CheckInTriggerInput } from '../../core/model.ts';
import type { PendingTrigger, SchedulerPort } from '../../core/ports/scheduling.ts';

// setTimeout holds at most 2^31-1 ms (about 24.8 days); longer waits are chained.
const MAX_TIMER_MS = 2 ** 31 - 1;

export type FireHandler = (input: CheckInTriggerInput) => Promise<{ executionId: string }>;

/**
 * The local twin of EventBridge Scheduler one-off schedules: one in-process timer per pending
 * trigger. A trigger is removed when it fires (ActionAfterCompletion: DELETE). Triggers live in
 * memory and are re-armed from the stored schedules at start-up.
 */
export class LocalScheduler implements SchedulerPort {
  private readonly triggers = new Map<string, { trigger: PendingTrigger; timer?: NodeJS.Timeout }>();
  private onFire: FireHandler = async () => {
    throw new Error('Local scheduler has no workflow to start');
  };

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Set once the workflow port exists (it and the scheduler are built together). */
  setFireHandler(handler: FireHandler): void {
    this.onFire = handler;
  }

  async arm(trigger: PendingTrigger): Promise<void> {
    this.clearTimer(trigger.name);
    const entry: { trigger: PendingTrigger; timer?: NodeJS.Timeout } = { trigger };
    this.triggers.set(trigger.name, entry);
    this.schedule(entry);
  }

  async disarm(name: string): Promise<void> {
    this.clearTimer(name);
    this.triggers.delete(name);
  }

  list(): PendingTrigger[] {
    return [...this.triggers.values()].map((e) => e.trigger).sort((a, b) => a.at.localeCompare(b.at));
  }

  get(name: string): PendingTrigger | undefined {
    return this.triggers.get(name)?.trigger;
  }

  /**
   * Fires a pending trigger now, exactly as its timer would; undefined when there is none. With
   * `duplicate`, the target is invoked twice at once, as EventBridge Scheduler's at-least-once
   * delivery can: `executionId` is the first start, `executionIds` every start.
   */
  async fire(name: string, options: { duplicate?: boolean } = {}): Promise<{ executionId: string; executionIds: string[] } | undefined> {
    const entry = this.triggers.get(name);
    if (!entry) return undefined;
    this.clearTimer(name);
    this.triggers.delete(name);
    const deliveries = options.duplicate ? [entry.trigger.input, entry.trigger.input] : [entry.trigger.input];
    const started = await Promise.all(deliveries.map((input) => this.deliver(input)));
    return { executionId: started[0]!.executionId, executionIds: started.map((s) => s.executionId) };
  }

  /** Invokes the target with this input, whether or not a trigger is pending (a late or repeated delivery). */
  async deliver(input: PendingTrigger['input']): Promise<{ executionId: string }> {
    return this.onFire(input);
  }

  close(): void {
    for (const name of this.triggers.keys()) this.clearTimer(name);
  }

  private schedule(entry: { trigger: PendingTrigger; timer?: NodeJS.Timeout }): void {
    const wait = new Date(entry.trigger.at).getTime() - this.now().getTime();
    const name = entry.trigger.name;
    entry.timer = setTimeout(
      () => {
        if (this.triggers.get(name) !== entry) return;
        if (wait > MAX_TIMER_MS) return this.schedule(entry);
        this.fire(name).catch((error: unknown) => {
          // A failed start is what EventBridge would send to its dead-letter queue; the reconciler re-arms.
          console.error(`[scheduler] trigger ${name} failed to start the check-in workflow:`, (error as Error).message);
        });
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    entry.timer.unref();
  }

  private clearTimer(name: string): void {
    const entry = this.triggers.get(name);
    if (entry?.timer) clearTimeout(entry.timer);
  }
}
