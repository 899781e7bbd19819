// Fault injection settings of the local twin (docs/local-twin.md, "Developer console and faults").
// Local only: nothing under functions/ imports this, so it never ships in a Lambda bundle.

export const FAULT_PORTS = ['storage', 'telephony', 'sms', 'assessor', 'scheduler', 'tasks', 'webhooks'] as const;
export type FaultPort = (typeof FAULT_PORTS)[number];

/** The chance (0..1) that one call through each port fails, and the seed of the draws. */
export type FaultSettings = Record<FaultPort, number> & { seed: number };

export type FaultSettingsResult = { ok: true; value: FaultSettings } | { ok: false; message: string; errors: Record<string, string[]> };

export const NO_FAULTS: Readonly<FaultSettings> = Object.freeze({
  storage: 0,
  telephony: 0,
  sms: 0,
  assessor: 0,
  scheduler: 0,
  tasks: 0,
  webhooks: 0,
  seed: 0,
});

/** Validates a `PUT /__dev/faults` body: every key optional (missing is 0), unknown keys refused. */
export function parseFaultSettings(body: unknown): FaultSettingsResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The fault settings must be a JSON object.', errors: { body: [`Send a JSON object with any of ${FAULT_PORTS.join(', ')} and seed.`] } };
  }
  const errors: Record<string, string[]> = {};
  const value: FaultSettings = { ...NO_FAULTS };
  for (const [key, raw] of Object.entries(body)) {
    if (key === 'seed') {
      if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) value.seed = raw;
      else errors.seed = ['The seed must be a whole number, 0 or more.'];
    } else if ((FAULT_PORTS as readonly string[]).includes(key)) {
      if (typeof raw === 'number' && raw >= 0 && raw <= 1) value[key as FaultPort] = raw;
      else errors[key] = ['Enter a chance from 0 to 1.'];
    } else {
      errors[key] = [`Unknown field. Allowed: ${FAULT_PORTS.join(', ')}, seed.`];
    }
  }
  if (Object.keys(errors).length) return { ok: false, message: 'The fault settings are not valid.', errors };
  return { ok: true, value };
}

/** mulberry32: a small, fast 32-bit PRNG; plenty for deciding which calls fail, and repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The faults in force and their draws. Each port draws from its own stream derived from the seed,
 * so the n-th call through one port fails or not the same way on every run with the same seed,
 * however the calls of different ports interleave. At start every fault is off.
 */
export class LocalFaults {
  private settings: FaultSettings = { ...NO_FAULTS };
  private streams = new Map<FaultPort, () => number>();

  constructor(initial?: Partial<FaultSettings>) {
    if (initial) this.set(initial);
  }

  /** Replaces the settings (missing ports are 0) and restarts the draws from the seed. */
  set(settings: Partial<FaultSettings>): FaultSettings {
    const parsed = parseFaultSettings(settings);
    if (!parsed.ok) throw new Error(`${parsed.message} ${JSON.stringify(parsed.errors)}`);
    this.settings = parsed.value;
    this.streams = new Map(FAULT_PORTS.map((port, i) => [port, seededRandom(this.settings.seed * FAULT_PORTS.length + i + 1)]));
    return this.get();
  }

  get(): FaultSettings {
    return { ...this.settings };
  }

  /** Switches every fault off. */
  clear(): FaultSettings {
    return this.set({});
  }

  /** True when this call through `port` is to fail. A port set to 0 never draws. */
  shouldFail(port: FaultPort): boolean {
    const chance = this.settings[port];
    if (chance <= 0) return false;
    if (chance >= 1) return true;
    return this.streams.get(port)!() < chance;
  }

  /** A second draw for how a failing call fails (throttled or 5xx): same stream, so still repeatable. */
  pick<T>(port: FaultPort, choices: readonly T[]): T {
    const draw = this.streams.get(port)!();
    return choices[Math.min(choices.length - 1, Math.floor(draw * choices.length))]!;
  }
}
