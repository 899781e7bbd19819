import type { CallLanguage } from '@/shared/language.ts';
import { LANGUAGE_TABLES } from '#call-language-tables';
import { rewrite, type LanguageTable } from './languages/rewrite.ts';
import type { RewrittenLanguage } from './languages/table-files.ts';

// Turns what the person said into clauses of normalised words, keeping a link from every word back
// to what was actually said so that quotes in the notes use the person's own words.

export interface Token {
  /** Lowercase, contractions expanded ("can't" → "can", "not"). */
  text: string;
  /** Index of the spoken word this token came from (TurnText.rawWords). */
  raw: number;
  /** Last spoken word, when several were folded into this token ("nine one one" → "911"). */
  rawEnd?: number;
  /**
   * Set once a rule has used the token. 'break' (idioms, reassurances, echoed questions) also ends the
   * reach of a negation; 'pass' (a symptom already read) lets "no pain or dizziness" negate both.
   */
  mask?: 'break' | 'pass';
  /** A first name, as the assessor marks it: someone other than the person ("Ken's collapsed", "Pierre est tombé"). */
  name?: true;
}

export interface Clause {
  tokens: Token[];
  /** Token indexes followed by a comma: a negation only reaches past one into a list ("no pain, dizziness or falls"). */
  soft: Set<number>;
  /** The clause ended with "?", as in an echoed question: "A fall? No." */
  question: boolean;
}

export interface TurnText {
  rawWords: string[];
  clauses: Clause[];
  /** Keys pressed, from "[pressed 1]". */
  keyPresses: string[];
  /** Bracketed sounds such as "[silence]" or "(inaudible)" were removed. */
  hadNoiseTags: boolean;
}

const KEY_PRESS = /\[\s*(?:pressed|press|key(?:\s*press(?:ed)?)?|dtmf)\s*:?\s*([0-9*#]|one|two|three|four|five|six|seven|eight|nine|zero)\s*\]/gi;
const KEY_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};
const NOISE_TAG = /\[[^\]]*\]|\([^)]*\)|<[^>]*>/g;

const WHOLE_WORDS: Record<string, string> = {
  "can't": 'can not', cant: 'can not', cannot: 'can not', "won't": 'will not', wont: 'will not',
  "ain't": 'is not', aint: 'is not', "shan't": 'shall not',
  "i'm": 'i am', im: 'i am', "i've": 'i have', ive: 'i have', "i'd": 'i would', "i'll": 'i will',
  dont: 'do not', didnt: 'did not', doesnt: 'does not', havent: 'have not', hasnt: 'has not',
  hadnt: 'had not', isnt: 'is not', wasnt: 'was not', arent: 'are not', werent: 'were not',
  couldnt: 'could not', wouldnt: 'would not', shouldnt: 'should not', mustnt: 'must not',
  thats: 'that is', theres: 'there is', whats: 'what is', gonna: 'going to', wanna: 'want to',
  gotta: 'got to', dunno: 'do not know', ok: 'okay', alright: 'all right', nobody: 'noone',
  lightheaded: 'light headed', anymore: 'any more',
  // Regional forms (UK, Irish, Scots, Australian): "get meself up", "me legs".
  // Scots: "nae pain", "ma heid", "I cannae get up", "awfy muddled".
  nae: 'no', heid: 'head', cannae: 'can not', canna: 'can not', dinnae: 'do not', didnae: 'did not', couldnae: 'could not',
  wouldnae: 'would not', isnae: 'is not', wasnae: 'was not', awfy: 'awfully',
  mooth: 'mouth', oot: 'out', doon: 'down', hame: 'home', dey: 'they', wrang: 'wrong', haun: 'hand', haund: 'hand', hauns: 'hands', haud: 'hold', aw: 'all',
  // Jamaican: "one pain inna mi chest" (and "mi" before a body part is "my", meAsMy).
  inna: 'in',
  meself: 'myself', misself: 'myself', masel: 'myself', mysel: 'myself', mesel: 'myself', messen: 'myself', mesen: 'myself',
  // Common speech-to-text spellings of the same words.
  // Southern US and Caribbean speech: "cain't", "nothin since", "nuh pain, nuttin".
  caint: 'can not', "cain't": 'can not', cyan: 'can not', kyaan: 'can not', caan: 'can not', ketch: 'catch', nothin: 'nothing', nuthin: 'nothing', nuttin: 'nothing', nuh: 'no',
  falled: 'fell', ambulence: 'ambulance', ambulanse: 'ambulance', bleedin: 'bleeding',
  // Australian and New Zealand speech: "the ambos" are the ambulance.
  ambo: 'ambulance', ambos: 'ambulance', ambies: 'ambulance',
};

// Regional "me" for "my" (UK, Irish, Australian): "banged me head", "pain in me chest", "me legs".
// Only before a part of the body or a thing one has, and not "me back up" ("help me back up").
const ME_AS_MY = new Set([
  'head', 'chest', 'heart', 'hip', 'hips', 'leg', 'legs', 'knee', 'knees', 'arm', 'arms', 'hand', 'hands', 'foot', 'feet',
  'ankle', 'ankles', 'wrist', 'wrists', 'shoulder', 'shoulders', 'neck', 'face', 'jaw', 'side', 'eye', 'eyes', 'stomach', 'tummy',
  'belly', 'breath', 'breathing', 'back', 'elbow', 'fingers', 'toes', 'ribs', 'tablets', 'pills', 'medication', 'meds', 'insulin',
  'inhaler', 'puffer', 'husband', 'wife', 'hubby', 'missus', 'son', 'daughter', 'sister', 'brother', 'glasses', 'balance', 'appetite',
  'words', 'speech', 'tongue', 'voice', 'mouth', 'lip', 'lips', 'grip',
]);
/** "Me left arm", "me right hand": a side before a part of the body. */
const SIDES = new Set(['left', 'right']);
const NOT_AFTER_ME_BACK = new Set(['up', 'down', 'on', 'home', 'to', 'in', 'out', 'over', 'here', 'there', 'again']);

// "'s" after these means "is"; after a noun it is a possessive or "has" ("my husband's fallen").
const POSSESSIVE_OR_VERB = "'s";
const IS_AFTER = new Set(['it', 'that', 'there', 'what', 'he', 'she', 'here', 'who', 'where', 'how', 'everything', 'nothing', 'something', 'someone', 'somebody', 'noone', 'everyone', 'this']);

function expand(word: string): string[] {
  const whole = WHOLE_WORDS[word];
  if (whole !== undefined) return whole.split(' ');
  let m = /^(.+)n't$/.exec(word);
  if (m) return [m[1]!, 'not'];
  m = /^(.+)'(ve|re|ll|d|m|s)$/.exec(word);
  if (m) {
    const stem = m[1]!;
    // After a noun "'s" may be "is", "has" or a possessive: POSSESSIVE_OR_VERB is settled by the next word.
    const tail = { ve: 'have', re: 'are', ll: 'will', d: 'would', m: 'am', s: IS_AFTER.has(stem) ? 'is' : POSSESSIVE_OR_VERB }[m[2] as 've'];
    return tail ? [...expand(stem), tail] : expand(stem);
  }
  return [word.replace(/'/g, '')];
}

const built: Partial<Record<RewrittenLanguage, LanguageTable>> = {};
/** A language's table, built (in a Lambda, read from its file) the first time a call in it is read. */
const tableOf = (language: RewrittenLanguage): LanguageTable => (built[language] ??= LANGUAGE_TABLES[language]());
// French elisions: "j'ai" → "je ai", "n'arrive" → "ne arrive", "quelqu'un" → "quelqu un".
// Northern (Picard) "ch'est" is "c'est".
const ELISION = /\b(ch|j|n|l|m|t|s|c|d|qu|jusqu|lorsqu|puisqu|quelqu)'/g;
const ELIDED: Record<string, string> = { ch: 'c', j: 'je', n: 'ne', l: 'le', m: 'me', t: 'te', s: 'se', c: 'c', d: 'de', qu: 'que', jusqu: 'jusque', lorsqu: 'lorsque', puisqu: 'puisque', quelqu: 'quelqu' };

/**
 * Lowercases, drops accents (speech recognition often does too: "me cai", "tombee"), unifies
 * apostrophes and dashes, and expands English contractions or French elisions of one spoken word.
 */
/** Lowercase with the accents dropped: for the patterns written without them ("me cai", "tombee"). */
// The ligatures are letters, not accents: "cœur" is read "coeur" (unseen24: "le cœur qui bat très vite" was "c ur").
export const plain = (text: string) => text.toLowerCase().replace(/\u0153/g, 'oe').replace(/\u00e6/g, 'ae').normalize('NFD').replace(/\p{M}+/gu, '');

const STAMMER = /(?<![a-z'])(?:[a-z]{1,2}-)+([a-z]+)/g;

export function normaliseWord(raw: string, language: CallLanguage = 'en'): string[] {
  let cleaned = raw
    .toLowerCase()
    .replace(/\u0153/g, 'oe')
    .replace(/\u00e6/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    // A stammer ("f-f-fine", "n-no", "ch-chute") is the word it reaches, not scraps of others.
    .replace(STAMMER, (all: string, word: string) => (all.split('-').slice(0, -1).every((bit) => word.startsWith(bit)) ? word : all))
    .replace(/[-\u2010-\u2015/]+/g, ' ');
  // Northern English "t'" for "the" ("on t'landing", "to t'toilet").
  if (language === 'en') cleaned = cleaned.replace(/(^|[^a-z'])t'(?=[a-z]{2,})/g, '$1the ');
  if (language === 'fr') cleaned = cleaned.replace(ELISION, (_all, head: string) => `${ELIDED[head]} `);
  cleaned = cleaned.replace(/[^a-z0-9' ]+/g, ' ');
  const out: string[] = [];
  for (const piece of cleaned.split(/\s+/)) {
    // A dropped g written with an apostrophe ("doin'", "feelin'") is the -ing word.
    const word = (language === 'en' ? piece.replace(/^([a-z]{2,}in)'$/, '$1g') : piece).replace(/^'+|'+$/g, '');
    if (!word) continue;
    if (language === 'en') out.push(...expand(word).filter(Boolean));
    else out.push(tableOf(language).respell?.(word.replace(/'/g, '')) ?? word.replace(/'/g, ''));
  }
  return out;
}

/** A language's phrases as the English words the rules read (languages/rewrite.ts); English as it is. */
function toEnglish<T extends Token & { after?: '.' | '?' | ',' }>(tokens: T[], language: CallLanguage): T[] {
  return language === 'en' ? tokens : rewrite(tokens, tableOf(language));
}

// A new clause starts at these words: negation does not reach across them ("no pain but I fell").
const CLAUSE_WORDS = new Set(['but', 'however', 'although', 'though', 'except', 'because', 'cos', 'whereas']);
// "and"/"so" start a new clause when a new subject follows ("no pain and I feel fine").
const NEW_SUBJECT = new Set(['i', 'my', 'he', 'she', 'they', 'it', 'there', 'then', 'now', 'we', 'the', 'me', 'his', 'her', 'noone']);
// Whole phrases folded to one token so later rules see one thing.
const PHRASES: [string[], string][] = [
  [['nine', 'one', 'one'], '911'],
  [['9', '1', '1'], '911'],
  [['9', '9', '9'], '999'],
  [['no', 'one'], 'noone'],
  [['no', 'body'], 'noone'],
  [['a', 'and', 'e'], 'ae'],
];

function foldPhrases(tokens: FlatToken[]): FlatToken[] {
  const out: FlatToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hit = PHRASES.find(([words]) => words.every((w, k) => tokens[i + k]?.text === w));
    if (hit) {
      const last = tokens[i + hit[0].length - 1]!;
      out.push({ text: hit[1], raw: tokens[i]!.raw, rawEnd: last.raw, ...(last.after ? { after: last.after } : {}) });
      i += hit[0].length - 1;
    } else out.push(tokens[i]!);
  }
  return out;
}

interface FlatToken extends Token {
  /** Punctuation after the spoken word this token ends: '.', '?', ',' or none. */
  after?: '.' | '?' | ',';
}

/** Splits one person turn into clauses. `echoes` are the system's questions, removed if the phone picked them up. */
export function readTurn(text: string, echoes: string[][] = [], language: CallLanguage = 'en'): TurnText {
  const keyPresses: string[] = [];
  let body = text.replace(KEY_PRESS, (_all, key: string) => {
    keyPresses.push(KEY_WORDS[key.toLowerCase()] ?? key);
    return ' . ';
  });
  const withoutNoise = body.replace(NOISE_TAG, ' . ');
  const hadNoiseTags = withoutNoise !== body;
  body = withoutNoise;

  const rawWords = body.split(/\s+/).filter((w) => w.length > 0);
  let flat: FlatToken[] = [];
  rawWords.forEach((word, raw) => {
    const words = normaliseWord(word, language);
    const trail = /([.!?;:\u2026,]+)["')\]]*$/.exec(word)?.[1] ?? (/^[\u2013\u2014-]+$/.test(word) ? ',' : '');
    // An ellipsis is a pause for breath or a word, not the end of a thought: "can't... catch my...
    // breath" is one clause, read as if with commas.
    const pause = /^(?:\.{2,}|\u2026)$/.test(trail);
    const after = trail.includes('?') ? '?' : pause ? ',' : /[.!;:\u2026]/.test(trail) ? '.' : trail.includes(',') ? ',' : undefined;
    // A pause written before the word ("...wha' ...the ..."): the word before it ends in that pause (unseen13).
    const before = flat.at(-1);
    if (/^["'([]*(?:\.{2,}|\u2026)/.test(word) && before && before.after === undefined) before.after = ',';
    if (words.length === 0) {
      // A lone "." or "-" still ends what came before it.
      const last = flat.at(-1);
      if (last && after && last.after !== '.' && last.after !== '?') last.after = after;
      return;
    }
    words.forEach((w, k) => flat.push({ text: w, raw, ...(k === words.length - 1 && after ? { after } : {}) }));
  });
  flat = toEnglish(settleApostropheS(foldPhrases(flat)), language);
  if (language === 'en') meAsMy(flat);
  maskEchoes(flat, echoes);

  const clauses: Clause[] = [];
  let current: Clause = { tokens: [], soft: new Set(), question: false };
  const close = (question: boolean) => {
    if (current.tokens.length > 0) clauses.push({ ...current, question });
    current = { tokens: [], soft: new Set(), question: false };
  };
  flat.forEach((token, i) => {
    const next = flat[i + 1];
    if (current.tokens.length > 0 && (CLAUSE_WORDS.has(token.text) || ((token.text === 'and' || token.text === 'so') && next && NEW_SUBJECT.has(next.text)))) close(false);
    current.tokens.push({ text: token.text, raw: token.raw, ...(token.rawEnd !== undefined ? { rawEnd: token.rawEnd } : {}), ...(token.mask ? { mask: token.mask } : {}) });
    if (token.after === '.' || token.after === '?') close(token.after === '?');
    else if (token.after === ',') current.soft.add(current.tokens.length - 1);
  });
  close(false);
  return { rawWords, clauses, keyPresses, hadNoiseTags };
}

const IS_BEFORE = new Set(['really', 'very', 'so', 'quite', 'not', 'all', 'a', 'too', 'bad', 'good', 'fine', 'sore', 'tight', 'worse', 'better', 'awful', 'terrible', 'off', 'on', 'in', 'at', 'out', 'still', 'just', 'always', 'never', 'okay', 'dead', 'numb', 'weak', 'swollen']);
const HAS_BEFORE = new Set(['been', 'gone', 'got', 'broken', 'fallen', 'taken', 'had', 'done', 'left', 'come', 'stopped', 'started', 'collapsed']);

/** "heart's racing" → "heart is racing", "heart's been" → "heart has been", "husband's fallen" → "husband fallen". */
function settleApostropheS(tokens: FlatToken[]): FlatToken[] {
  return tokens.flatMap((token, i) => {
    if (token.text !== POSSESSIVE_OR_VERB) return [token];
    const next = tokens[i + 1]?.text ?? '';
    const verb = next.endsWith('ing') || IS_BEFORE.has(next) ? 'is' : HAS_BEFORE.has(next) ? 'has' : undefined;
    if (verb) return [{ ...token, text: verb }];
    // A dropped "'s" must not lose the punctuation that ended its word.
    const previous = tokens[i - 1];
    if (previous && token.after && !previous.after) previous.after = token.after;
    return [];
  });
}

/** "me head" → "my head"; "help me back up" keeps its "me". */
function meAsMy(tokens: Token[]): void {
  tokens.forEach((token, i) => {
    const next = tokens[i + 1]?.text ?? '';
    const sided = SIDES.has(next) && ME_AS_MY.has(tokens[i + 2]?.text ?? '');
    // Scots "ma" is "my" the same way: "banged ma heid"; and Jamaican "mi" ("pain inna mi chest").
    if ((token.text !== 'me' && token.text !== 'ma' && token.text !== 'mi') || (!ME_AS_MY.has(next) && !sided)) return;
    if (next === 'back' && NOT_AFTER_ME_BACK.has(tokens[i + 2]?.text ?? '')) return;
    token.text = 'my';
  });
}

/** A phone line can carry the system's own question into the person's transcript; such echoes are not the person's words. */
function maskEchoes(tokens: Token[], echoes: string[][]): void {
  for (const echo of echoes) {
    if (echo.length < 4) continue;
    for (let i = 0; i + echo.length <= tokens.length; i++) {
      if (echo.every((w, k) => tokens[i + k]!.text === w)) {
        for (let k = 0; k < echo.length; k++) tokens[i + k]!.mask = 'break';
      }
    }
  }
}

/** The system's sentences as token lists, for maskEchoes. */
export function echoSentences(systemText: string, language: CallLanguage = 'en'): string[][] {
  return systemText
    .split(/[.!?]+/)
    .map((sentence) => toEnglish(sentence.split(/\s+/).flatMap((w) => normaliseWord(w, language)).map((text) => ({ text, raw: 0 })), language).map((t) => t.text))
    .filter((words) => words.length >= 4);
}

/** The system's question as the English words the rules read, for answers such as a bare "no". */
export function questionText(systemText: string, language: CallLanguage = 'en'): string {
  if (language === 'en') return systemText.toLowerCase();
  return readTurn(systemText, [], language).clauses.map((c) => c.tokens.map((t) => t.text).join(' ')).join(' ');
}

/** Tokens [from, to] of the clause as one string, masked tokens shown as "#", with each token's start offset. */
export function render(clause: Clause, from = 0, to = clause.tokens.length - 1): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const token of clause.tokens.slice(from, to + 1)) {
    if (text) text += ' ';
    starts.push(text.length);
    text += token.mask ? '#' : token.text;
  }
  return { text, starts };
}

/** What the person actually said for tokens [from, to], without surrounding punctuation. */
export function quoteOf(turn: TurnText, clause: Clause, from: number, to: number): string {
  const first = clause.tokens[from]!.raw;
  const last = clause.tokens[to]!.rawEnd ?? clause.tokens[to]!.raw;
  const words = turn.rawWords.slice(first, last + 1).join(' ');
  const trimmed = words.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
  if (trimmed.length <= 60) return trimmed;
  return `${trimmed.slice(0, 57).replace(/\s+\S*$/, '')}...`;
}

/** The clause's comma-separated stretches as [from, to] token ranges. */
export function segments(clause: Clause): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  clause.tokens.forEach((_, i) => {
    if (clause.soft.has(i) || i === clause.tokens.length - 1) {
      out.push([start, i]);
      start = i + 1;
    }
  });
  return out;
}
