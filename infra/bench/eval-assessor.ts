import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { parseArgs } from 'node:util';
import { BedrockAssessor } from '@/functions/adapters/bedrock/bedrock-assessor.ts';
import type { HealthStatus } from '@/functions/core/ports/assessment.ts';
import {
  allLabelledSets, formatScoreTable, headline, scoreLabelledSet, scorePredictions, type LabelledCase, type LabelledSetScore, type Part,
} from '@/functions/core/assessment/score-labelled-set.ts';
import type { CallLanguage } from '@/shared/language.ts';

// `npm run eval:assessor -- --bedrock --model ID [--model ID2]`: scores the cloud assessor (the real
// BedrockAssessor, the deployed prompt and tool) on the same labelled sets as the built-in one, so a
// deployer chooses BEDROCK_MODEL_ID with figures: accuracy, emergency recall, false emergencies,
// p50/p95 latency and cost per check-in (Converse token usage × the model's price). Without
// --bedrock it scores the built-in phrase rules. Without AWS credentials it says so in one line, exit 0.

/**
 * US list prices per million tokens (on-demand, us-east-1, read 2026-11-23 from
 * aws.amazon.com/bedrock/pricing), as the global endpoint charges them. Kept here because
 * infra/bench/prices.ts (the check-in's price table) prices only the default model; matched by a part
 * of the model or inference-profile id. What a given id costs: modelPrice.
 */
export const MODEL_PRICES: { match: RegExp; inputPerMillion: number; outputPerMillion: number }[] = [
  { match: /claude-3-haiku/, inputPerMillion: 0.25, outputPerMillion: 1.25 },
  { match: /claude-3-5-haiku/, inputPerMillion: 0.8, outputPerMillion: 4 },
  { match: /claude-haiku-4-5/, inputPerMillion: 1, outputPerMillion: 5 },
  { match: /claude-(?:3-5|3-7)-sonnet|claude-sonnet-4/, inputPerMillion: 3, outputPerMillion: 15 },
  { match: /nova-micro/, inputPerMillion: 0.035, outputPerMillion: 0.14 },
  { match: /nova-lite/, inputPerMillion: 0.06, outputPerMillion: 0.24 },
  { match: /nova-pro/, inputPerMillion: 0.8, outputPerMillion: 3.2 },
];

/**
 * From Claude Sonnet 4.5 on, Anthropic's models cost 10% more through a regional or geographic
 * endpoint (a `us.`/`eu.` inference profile, a bare in-region id) than through the `global.` profile
 * (platform.claude.com, "Claude on Amazon Bedrock", read 2026-11-27). Older models have one price.
 */
const PROFILE_PREMIUM = { models: /claude-(?:haiku|sonnet|opus)-4-[5-9]/, factor: 1.1 };

/** The price per million tokens that calling this model or inference-profile id costs, if known. */
export function modelPrice(modelId: string): { inputPerMillion: number; outputPerMillion: number } | undefined {
  const listed = MODEL_PRICES.find((p) => p.match.test(modelId));
  if (!listed) return undefined;
  const factor = PROFILE_PREMIUM.models.test(modelId) && !modelId.startsWith('global.') ? PROFILE_PREMIUM.factor : 1;
  return { inputPerMillion: listed.inputPerMillion * factor, outputPerMillion: listed.outputPerMillion * factor };
}

export interface ModelScore {
  modelId: string;
  /** All sets together. */
  overall: LabelledSetScore;
  /** Per language and part. */
  sets: { language: CallLanguage; part: Part; score: LabelledSetScore }[];
  /** Requests that gave no usable assessment (counted as `unknown` in the scores). */
  failures: number;
  p50Ms: number;
  p95Ms: number;
  /** Mean tokens of one assessment. */
  inputTokens: number;
  outputTokens: number;
  /** US dollars per check-in, undefined when the model has no price here. */
  costPerCheckIn: number | undefined;
}

type LabelledSetEntry = { language: CallLanguage; part: Part; cases: LabelledCase[] };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Scores one Bedrock model through the real BedrockAssessor; `concurrency` requests at a time. */
export async function scoreBedrockModel(modelId: string, sets: LabelledSetEntry[], client: BedrockRuntimeClient, concurrency = 4): Promise<ModelScore> {
  const usage = { inputTokens: 0, outputTokens: 0, answered: 0 };
  const assessor = new BedrockAssessor({
    modelId,
    onUsage: (u) => {
      usage.inputTokens += u.inputTokens;
      usage.outputTokens += u.outputTokens;
      usage.answered++;
    },
  }, client);
  const latencies: number[] = [];
  let failures = 0;
  const jobs = sets.flatMap((set) => set.cases.map((c) => ({ set, c })));
  const predicted = new Map<LabelledCase, HealthStatus>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { set, c } = jobs[next++]!;
      const started = performance.now();
      try {
        predicted.set(c, (await assessor.assess(c.turns, { language: set.language })).healthStatus);
        latencies.push(performance.now() - started);
      } catch {
        failures++;
        predicted.set(c, 'unknown');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const scored = sets.map((set) => ({ language: set.language, part: set.part, score: scorePredictions(set.cases, set.cases.map((c) => predicted.get(c)!)) }));
  const allCases = sets.flatMap((s) => s.cases);
  const price = modelPrice(modelId);
  const inputTokens = usage.answered === 0 ? 0 : usage.inputTokens / usage.answered;
  const outputTokens = usage.answered === 0 ? 0 : usage.outputTokens / usage.answered;
  return {
    modelId,
    overall: scorePredictions(allCases, allCases.map((c) => predicted.get(c)!)),
    sets: scored,
    failures,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    inputTokens,
    outputTokens,
    costPerCheckIn: price ? (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000 : undefined,
  };
}

export function formatModelScore(m: ModelScore): string {
  const cost = m.costPerCheckIn === undefined ? 'no price for this model in MODEL_PRICES' : `$${m.costPerCheckIn.toFixed(5)} per check-in`;
  return [
    `## Bedrock ${m.modelId}`,
    '',
    `All sets (${m.overall.cases} cases): ${headline(m.overall)}`,
    `Latency p50 ${Math.round(m.p50Ms)} ms · p95 ${Math.round(m.p95Ms)} ms · ${Math.round(m.inputTokens)} in / ${Math.round(m.outputTokens)} out tokens · ${cost} · ${m.failures} failed requests`,
    '',
    ...m.sets.map((s) => `- ${s.language} · ${s.part} (${s.score.cases}): ${headline(s.score)}`),
  ].join('\n');
}

/** Whether the default credential chain finds credentials; the reason when it does not. */
export async function credentialsMissing(client: BedrockRuntimeClient): Promise<string | undefined> {
  try {
    await client.config.credentials();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { bedrock: { type: 'boolean', default: false }, model: { type: 'string', multiple: true }, concurrency: { type: 'string' } },
  });
  const sets = allLabelledSets();
  if (!values.bedrock) {
    console.log('# Built-in phrase rules on the labelled sets (the word model: npm run bench)\n');
    for (const { language, part, cases } of sets) console.log(`${formatScoreTable(scoreLabelledSet(cases, language), `${language} · ${part} (${cases.length} cases)`)}\n`);
    return;
  }
  const models = values.model ?? (process.env.BEDROCK_MODEL_ID ? [process.env.BEDROCK_MODEL_ID] : []);
  if (models.length === 0) {
    console.log('Skipped the Bedrock evaluation: no model given (--model ID, or BEDROCK_MODEL_ID).');
    return;
  }
  const client = new BedrockRuntimeClient({});
  const missing = await credentialsMissing(client);
  if (missing) {
    console.log(`Skipped the Bedrock evaluation: no AWS credentials (${missing}).`);
    return;
  }
  for (const modelId of models) {
    console.log(`${formatModelScore(await scoreBedrockModel(modelId, sets, client, Number(values.concurrency ?? 4)))}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
