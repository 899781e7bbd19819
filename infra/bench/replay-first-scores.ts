import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every blind part's first score, replayed as it was: the repository at the commit that wired the
// part (its rules then, before any round on it), the part read by the rules and by a word model
// trained on the parts wired before it (unseen16 and unseen17 were wired together: each is read by a
// model that knew the other). Then the ways of combining the two are compared on the
// same calls, so a change to how the model raises a reading is judged on wording nobody had tuned
// for (docs/assessment.md, "The word model"). Needs the git history; takes a minute or two.
//   npm run bench:first-scores [-- firstPart=13]

type Status = 'emergency' | 'concerning' | 'good' | 'unknown';
interface Replayed { part: string; language: string; label: Status; rules: Status; p: Record<Status, number> | null }

// Run inside the old tree: only what every commit since unseen13 has (the rules, the labelled sets,
// trainOn, classify). Written out, not imported, because it must run against that commit's code.
const READ_PART = `
import { assessTranscript } from './functions/core/assessment/built-in-assessor.ts';
import { labelledSet } from './functions/core/assessment/score-labelled-set.ts';
import { personText } from './functions/core/assessment/person-text.ts';
import { trainOn } from './functions/core/assessment/train-word-model.ts';
import { classify, compileWordModel } from './functions/core/assessment/word-model.ts';
const part = process.argv[2];
for (const language of ['en', 'es', 'fr']) {
  const model = compileWordModel(trainOn(language, part));
  for (const c of labelledSet(language, part)) {
    const p = classify(model, personText(c.turns)) ?? null;
    console.log(JSON.stringify({ part, language, label: c.label, rules: assessTranscript(c.turns, language).healthStatus, p }));
  }
}
`;

const WORRY: Record<Status, number> = { emergency: 3, concerning: 2, unknown: 1, good: 0 };
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 }).trim();

function modelAlone(p: Record<Status, number> | null): Status | undefined {
  if (!p) return undefined;
  if (p.emergency >= 0.5) return 'emergency';
  return (['concerning', 'good', 'unknown'] as const).reduce((a, b) => (p[b] > p[a] ? b : a));
}
/** What ships (assess-check-in.ts): the model only raises, and only to a concern or an emergency. */
function raised(r: Replayed): Status {
  const m = modelAlone(r.p);
  return !m || m === 'unknown' || WORRY[m] <= WORRY[r.rules] ? r.rules : m;
}
const READERS: [string, (r: Replayed) => Status][] = [
  ['phrase rules alone', (r) => r.rules],
  ['word model alone', (r) => modelAlone(r.p) ?? 'unknown'],
  ['rules raised by the model (what ships)', raised],
  // The alternative weighed: the model's emergency only over a concern the rules heard.
  ['the same, the model\'s emergency only over a rules\' concern', (r) => (raised(r) === 'emergency' && WORRY[r.rules] < WORRY.concerning ? 'concerning' : raised(r))],
];

function replayPart(part: string): Replayed[] {
  // The first commit whose scorer imports the part is the one that wired it, before any round on it.
  const wired = git('log', '--reverse', '--format=%H', '-S', `./labelled/${part}.en.json'`, '--', 'functions/core/assessment/score-labelled-set.ts').split('\n')[0];
  if (!wired) return [];
  const tree = mkdtempSync(join(tmpdir(), `replay-${part}-`));
  try {
    execFileSync('sh', ['-c', `git archive ${wired} | tar -x -C "${tree}"`]);
    symlinkSync(join(process.cwd(), 'node_modules'), join(tree, 'node_modules'));
    writeFileSync(join(tree, 'read-part.ts'), READ_PART);
    const out = execFileSync('npx', ['tsx', 'read-part.ts', part], { cwd: tree, encoding: 'utf8', maxBuffer: 64 << 20 });
    return out.trim().split('\n').map((line) => JSON.parse(line) as Replayed);
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

function figures(calls: Replayed[], read: (r: Replayed) => Status): string {
  const emergencies = calls.filter((c) => c.label === 'emergency');
  const caught = emergencies.filter((c) => read(c) === 'emergency').length;
  const right = calls.filter((c) => read(c) === c.label).length;
  const falseAlarms = calls.filter((c) => c.label !== 'emergency' && read(c) === 'emergency').length;
  return `${((right / calls.length) * 100).toFixed(1)}% | ${((caught / emergencies.length) * 100).toFixed(1)}% (${emergencies.length - caught} missed) | ${((falseAlarms / calls.length) * 100).toFixed(1)}`;
}

const first = Number(process.argv[2] ?? 13);
const parts: string[] = [];
for (let n = first; ; n++) {
  if (!git('log', '--format=%h', '-1', '-S', `./labelled/unseen${n}.en.json'`, '--', 'functions/core/assessment/score-labelled-set.ts')) break;
  parts.push(`unseen${n}`);
}
const calls = parts.flatMap((part) => {
  const replayed = replayPart(part);
  console.error(`${part}: ${replayed.length} calls replayed`);
  return replayed;
});
console.log(`\n## First scores replayed: ${parts[0]}-${parts.at(-1)} (${parts.length} parts, ${calls.length} calls in en, es, fr)\n`);
console.log('| reader | accuracy | emergency recall | false emergencies per 100 calls |');
console.log('|---|---:|---:|---:|');
for (const [name, read] of READERS) console.log(`| ${name} | ${figures(calls, read)} |`);
