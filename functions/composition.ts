import type { CapabilityName } from './capabilities/table.ts';
import type { CheckInDeps } from './core/ports/deps.ts';
import type { Deps } from './core/ports/deps.ts';
import { SETTING, type SettingName } from './settings.ts';

// Each function is composed of the capabilities its role is granted (functions/capabilities/):
// its entry imports those capability modules, so a function loads only their adapters and SDK
// clients, and each capability's adapters are built when one of its ports is first read. The
// local server and tests hand in all adapters at once instead.

type Env = NodeJS.ProcessEnv;

/** Ports that come from a capability; `clock` and `calling` need no SDK and are always there. */
export type Port = Exclude<keyof CheckInDeps, 'clock' | 'calling'>;

export interface Capability<P extends Port = Port> {
  readonly name: CapabilityName;
  readonly ports: readonly P[];
  /** The storage capability: it also provides every store (the ports of `Stores`). */
  readonly stores?: true;
  /** Builds the cloud adapters, once, when one of its ports is first read. */
  create(env: Env): Pick<CheckInDeps, P>;
}

type AnyCapability = Omit<Capability, 'create'> & { create(env: Env): Partial<CheckInDeps> };

// Ports a function may lack without that being a mistake: core checks for them.
const OPTIONAL_PORTS: ReadonlySet<Port> = new Set<Port>(['transcriber', 'recordingArchive']);

const byPort = new Map<Port, AnyCapability>();
let storesCapability: AnyCapability | undefined;
let local: CheckInDeps | undefined;
let cloud: CheckInDeps | undefined;

/** Called by a function's entry (through the capability modules it imports). */
export function compose(...capabilities: AnyCapability[]): void {
  for (const capability of capabilities) {
    for (const port of capability.ports) byPort.set(port, capability);
    if (capability.stores) storesCapability = capability;
  }
}

/** The local server and tests install their own adapters (DynamoDB Local, local scheduler...). */
export function useDeps(deps: Deps): void {
  local = deps as CheckInDeps;
}

export function useCheckInDeps(deps: CheckInDeps): void {
  local = deps;
}

export function getDeps(): Deps {
  return getCheckInDeps();
}

export function getCheckInDeps(): CheckInDeps {
  if (local) return local;
  cloud ??= createCloudDeps(process.env);
  return cloud;
}

/**
 * The first read of a port builds its capability (all its ports at once, e.g. every store on one
 * DynamoDB client); later reads get the same adapters. A port no composed capability provides
 * fails with its name rather than "cannot read properties of undefined".
 */
function createCloudDeps(env: Env): CheckInDeps {
  const built = new Map<AnyCapability, Partial<CheckInDeps>>();
  const build = (capability: AnyCapability) => {
    let adapters = built.get(capability);
    if (!adapters) {
      adapters = capability.create(env);
      built.set(capability, adapters);
    }
    return adapters;
  };
  const base: Partial<CheckInDeps> = {
    clock: { now: () => new Date() },
    calling: { fromNumber: env[SETTING.callerNumber] ?? '', webhookBaseUrl: env[SETTING.webhookBaseUrl] ?? '' },
  };
  return new Proxy(base, {
    get(target, key, receiver) {
      // `then` is read by `await`: the adapters object is not a promise.
      if (typeof key !== 'string' || key in target || key === 'then') return Reflect.get(target, key, receiver);
      const port = key as Port;
      const capability = byPort.get(port) ?? storesCapability;
      const adapters = capability ? build(capability) : {};
      if (port in adapters) return adapters[port];
      if (OPTIONAL_PORTS.has(port)) return undefined;
      throw new Error(`The port ${port} is not composed into this function (functions/capabilities/table.ts)`);
    },
  }) as CheckInDeps;
}

/** A setting a capability cannot work without, by its name in SETTING (functions/settings.ts). */
export function required(env: Env, name: SettingName): string {
  const value = env[name];
  if (!value) throw new Error(`Setting ${name} is missing`);
  return value;
}
