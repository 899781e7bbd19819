import { join, posix } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.ts';
import { activeScheduleShards } from '@/functions/adapters/dynamodb/keys.ts';
import { TABLE_DEFINITION } from '@/functions/adapters/dynamodb/table-definition.ts';
import { SETTING } from '@/functions/settings.ts';

export interface HouseFunctionProps {
  /** Handler source file, relative to the repository root (e.g. `functions/http/auth.ts`). */
  readonly entry: string;
  /**
   * Modules bundled and run before the entry (esbuild `inject`), and constants replaced at build time
   * (esbuild `define`): one entry serves every workflow step (functions/capabilities/table.ts).
   */
  readonly bundling?: EntryBundling;
  readonly description?: string;
  readonly environment?: Record<string, string>;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default 10 seconds (the HTTP API gives up after 30 s anyway) */
  readonly timeout?: Duration;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /**
   * Actions of services that support no resource-level permissions, granted on "*", each with
   * the reason this function needs them. They share the role's one IAM5 "*" acknowledgement with
   * X-Ray, so its written reason names them too.
   */
  readonly unscopedActions?: readonly UnscopedActions[];
}

/** See HouseFunctionProps.bundling; paths relative to the repository root. */
export interface EntryBundling {
  readonly inject?: readonly string[];
  readonly define?: Readonly<Record<string, string>>;
  /** Import paths left out of the bundle as written (a workflow step's function: the other steps' modules). */
  readonly external?: readonly string[];
  /** Files (from the repository root) the function reads beside its bundle, copied into its package. */
  readonly files?: readonly string[];
  /**
   * Modules the function loads beside its bundle, each built into one file of its own: the file's
   * name in the package → its source, from the repository root (see BESIDE_MODULE_BUNDLING).
   */
  readonly besideModules?: Readonly<Record<string, string>>;
}

export interface UnscopedActions {
  readonly actions: readonly string[];
  /** Why the function needs these, and why "*" cannot be narrowed. */
  readonly reason: string;
}

/** Lambda's Node.js 24 runtime, matching the Node the repository develops on. */
export const NODE_RUNTIME = lambda.Runtime.NODEJS_24_X;

// ESM bundles still meet the odd CommonJS dependency that calls `require`: give them one.
const ESM_REQUIRE_SHIM =
  "import { createRequire as __carecallCreateRequire } from 'node:module'; const require = __carecallCreateRequire(import.meta.url);";

/**
 * The house Lambda: every CareCall function is one of these, so runtime, architecture, bundling,
 * logging and tracing are decided once.
 *
 * Its log group and execution role are created explicitly (as siblings named `<id>LogGroup` and
 * `<id>Role`) so that the retention is ours and the role may write to that one log group only,
 * instead of the account-wide AWSLambdaBasicExecutionRole managed policy.
 */
export class HouseFunction extends NodejsFunction {
  /** The execution role (also `role`, typed here as a concrete Role). */
  readonly executionRole: iam.Role;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}LogGroup`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      // Diagnostics, not records (health data never goes into logs): they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });

    super(scope, id, {
      ...codeProps(props.entry, props.bundling),
      description: props.description,
      runtime: NODE_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });
    logGroup.grantWrite(role);
    const unscoped = props.unscopedActions ?? [];
    for (const grant of unscoped) {
      role.addToPolicy(new iam.PolicyStatement({ actions: [...grant.actions], resources: ['*'] }));
    }
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active X-Ray tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which ' +
        'support no resource-level permissions; ' +
        (unscoped.length === 0
          ? 'nothing else on this role is granted on "*".'
          : `the only other actions granted on "*" are ${unscoped
              .map((grant) => `${grant.actions.join(' and ')} (${grant.reason})`)
              .join('; ')}.`),
    });
    this.executionRole = role;
  }

  /**
   * The single table's name in `TABLE_NAME`, and item access to the table and its indexes at the
   * given level (`read-write` unless told). Granted on the table and each named index (not
   * `index/*`), so no wildcard needs excusing. `none` still sets `TABLE_NAME`: the composition
   * root builds its stores at every cold start, but a function that never touches an item gets
   * no DynamoDB action at all.
   */
  bindTable(
    table: ITable,
    access: TableAccess = 'read-write',
    indexNames: readonly string[] = [TABLE_DEFINITION.gsi1.indexName],
  ): this {
    const actions = TABLE_ACTIONS[access];
    if (actions.length > 0) {
      this.addToRolePolicy(
        new iam.PolicyStatement({
          actions: [...actions],
          resources: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
        }),
      );
    }
    this.addEnvironment(SETTING.tableName, table.tableName);
    // Every writer of schedules must agree on the shard count of the active-schedule index.
    this.addEnvironment(SETTING.activeScheduleShards, String(activeScheduleShards()));
    return this;
  }
}

/** How much of the table's items a function may touch. */
export type TableAccess = 'none' | 'read' | 'read-write';

/** Reading items: single gets, batch gets, queries (of the table and its indexes). No scans. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * What a handler may do with items; no table management, no streams, no scans. Transactions
 * need no actions of their own: TransactWriteItems is authorised per item action (put, update,
 * delete, condition check), TransactGetItems as GetItem.
 */
export const TABLE_ITEM_ACTIONS = [
  ...TABLE_READ_ACTIONS,
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  none: [],
  read: TABLE_READ_ACTIONS,
  'read-write': TABLE_ITEM_ACTIONS,
};

/**
 * The package.json "imports" condition a Lambda bundle resolves with (`module` is esbuild's default
 * when none is given, so it is kept): `#call-language-tables` then loads its tables from files beside
 * the bundle instead of bundling them (functions/core/assessment/languages/tables-beside.ts).
 */
export const HOUSE_CONDITIONS = ['carecall-lambda', 'module'];

/**
 * How a module loaded beside the bundle is built (EntryBundling.besideModules), by its file name:
 * a `.cjs` is CommonJS, so that the bundle can `require` it synchronously the first time it is
 * needed (the phrase tables); an `.mjs` is an ES module built as the bundle is (the house's
 * conditions, the SDK left to the runtime), imported on first use (the assessors).
 */
export function besideModuleBundling(file: string): BesideModuleBuild {
  const common = { bundle: true, platform: 'node', target: 'node24', minify: true } as const;
  if (file.endsWith('.cjs')) return { ...common, format: 'cjs' };
  if (!file.endsWith('.mjs')) throw new Error(`${file}: a module beside the bundle is a .cjs or an .mjs file`);
  // As the bundle itself is built (HOUSE_BUNDLING), so the two resolve and leave out the same modules.
  return {
    ...common,
    format: 'esm',
    conditions: HOUSE_CONDITIONS,
    mainFields: [...HOUSE_BUNDLING.mainFields],
    external: [...HOUSE_BUNDLING.externalModules],
    banner: { js: HOUSE_BUNDLING.banner },
  };
}

/** esbuild's options for a module beside the bundle (a subset of its BuildOptions). */
export interface BesideModuleBuild {
  bundle: true;
  platform: 'node';
  target: string;
  minify: true;
  format: 'cjs' | 'esm';
  conditions?: string[];
  mainFields?: string[];
  external?: string[];
  banner?: { js: string };
}

/** The same options as esbuild's command line takes them (the construct's command hook). */
function besideModuleArgs(file: string): string {
  return Object.entries(besideModuleBundling(file))
    .flatMap(([key, value]): string[] => {
      const flag = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      if (value === true) return [`--${flag}`];
      if (key === 'external') return (value as readonly string[]).map((v) => `'--external:${v}'`);
      if (key === 'banner') return [`"--banner:js=${(value as { js: string }).js}"`];
      return [`--${flag}=${Array.isArray(value) ? value.join(',') : String(value)}`];
    })
    .join(' ');
}

/** How every function is bundled; `npm run bench` builds with the same options to measure them. */
export const HOUSE_BUNDLING = {
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_SHIM,
  minify: true,
  sourceMap: true,
  // Stack traces need file and line, not the sources themselves: keeps bundles small.
  sourcesContent: false,
  // The runtime provides AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
  esbuildArgs: { '--conditions': HOUSE_CONDITIONS.join(',') },
} satisfies NodejsFunctionProps['bundling'];

/** How the code is built: the handler file, bundled with the house options. */
function codeProps(entry: string, extra: EntryBundling = {}): Partial<NodejsFunctionProps> {
  const entryPath = join(REPO_ROOT, entry);
  return {
    entry: entryPath,
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    bundling: {
      ...HOUSE_BUNDLING,
      ...(extra.inject ? { inject: extra.inject.map((file) => join(REPO_ROOT, file)) } : {}),
      ...(extra.define ? { define: { ...extra.define } } : {}),
      ...(extra.external?.length ? { externalModules: [...HOUSE_BUNDLING.externalModules, ...extra.external] } : {}),
      ...(extra.files?.length || extra.besideModules ? { commandHooks: besideTheBundle(extra) } : {}),
    },
  };
}

/**
 * After esbuild has written the bundle: copies the files into the package and builds the modules
 * loaded beside it (flat, beside index.mjs).
 */
function besideTheBundle(extra: EntryBundling): NonNullable<NodejsFunctionProps['bundling']>['commandHooks'] {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [
      ...(extra.files ?? []).map((file) => `cp "${posix.join(inputDir, file)}" "${outputDir}/"`),
      ...Object.entries(extra.besideModules ?? {}).map(
        ([file, source]) => `"${posix.join(inputDir, 'node_modules/.bin/esbuild')}" "${posix.join(inputDir, source)}" ${besideModuleArgs(file)} --log-level=warning --outfile="${outputDir}/${file}"`,
      ),
    ],
  };
}
