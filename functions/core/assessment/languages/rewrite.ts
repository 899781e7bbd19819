// Spanish and French are read by the same rules as English: a language's phrases are first rewritten
// into the plain English words those rules know ("no me puedo levantar" → "can not get up",
// "ni douleur ni chute" → "nor pain nor fall"). Tense, denial and degree are then read once, for all
// three languages. Every rewritten word keeps the index of the spoken words it came from, so quotes
// in the notes stay in the person's own words.

export interface Rewrite {
  /** Matched on whole words of the normalised clause text (lowercase, no accents, no punctuation). */
  re: RegExp;
  /** The English words; `$1`... take a captured group (translated by the word table afterwards). */
  to: string;
  /**
   * The text matched shows the person's pauses as " ,": a guard such as "not before 'la'" ("mover la
   * silla") must not also refuse "no me puedo mover, la pierna...". Only for phrases whose guard needs it.
   */
  commas?: boolean;
}

export interface LanguageTable {
  /** Whole phrases, longest and most specific first: an earlier rewrite uses its words up. */
  phrases: Rewrite[];
  /** Single words, applied last to every word no phrase took. */
  words: Record<string, string>;
  /** Regional spellings of one word, put back in the standard spelling before any phrase is read. */
  respell?: (word: string) => string;
  /**
   * Spellings read with their neighbours ("me e caído" → "me he caído"), after `respell`. A word
   * given as '' was joined to the one before it (speech recognition's "leva tar" → "levantar").
   */
  respellWords?: (words: string[]) => string[];
}

export interface RewritableToken {
  text: string;
  raw: number;
  rawEnd?: number;
  mask?: 'break' | 'pass';
  after?: '.' | '?' | ',';
  /** Already English (written by a phrase): the word table leaves it alone ("on" is not French "on"). */
  english?: boolean;
}

/** A phrase whose guards see the person's pauses (Rewrite.commas). */
export const atPause = (rule: Rewrite): Rewrite => ({ ...rule, commas: true });

/** `words('me (?:he )?caido', ...)` → one global regex on word boundaries. */
export const phrase = (to: string, ...alternatives: string[]): Rewrite => ({
  re: new RegExp(String.raw`(?<![\w])(?:${alternatives.join('|')})(?![\w])`, 'g'),
  to,
});

export function rewrite<T extends RewritableToken>(tokens: T[], table: LanguageTable): T[] {
  const respelt = table.respellWords?.(tokens.map((t) => t.text));
  let out = respelt ? joined(tokens.map((t, i) => ({ ...t, text: respelt[i]! }))) : tokens;
  for (const rule of table.phrases) out = applyPhrase(out, rule);
  return out.flatMap((token, i) => {
    if (token.english) return [{ ...token, english: undefined }];
    const english = table.words[token.text];
    if (english === undefined) return [token];
    const words = english.split(' ').filter(Boolean);
    if (words.length === 0) {
      carryPunctuation(out, i);
      return [];
    }
    return words.map((text, k) => ({ ...token, text, ...(k < words.length - 1 ? { after: undefined } : {}) }));
  }).map(stripUndefined);
}

function applyPhrase<T extends RewritableToken>(tokens: T[], rule: Rewrite): T[] {
  const starts: number[] = [];
  let text = '';
  for (const token of tokens) {
    if (text) text += ' ';
    starts.push(text.length);
    text += token.text;
    if (rule.commas && token.after === ',') text += ' ,';
  }
  const hits: { first: number; last: number; words: { text: string; english: boolean }[] }[] = [];
  for (const match of text.matchAll(rule.re)) {
    if (match[0].length === 0) continue;
    const first = starts.indexOf(match.index);
    const endOffset = match.index + match[0].length;
    const last = starts.findIndex((s, k) => s + tokens[k]!.text.length === endOffset);
    if (first < 0 || last < first) continue;
    // A phrase never runs across the end of a sentence, nor past a "no," that answers the question
    // ("No, no, estoy bien" is "no, I am fine", not "I am not well").
    if (tokens.slice(first, last).some((t) => t.after === '.' || t.after === '?' || (t.after === ',' && /^(?:no|non|si|oui)$/.test(t.text)))) continue;
    // Words written in `to` are English already; a captured group is still the person's language.
    const words = rule.to.split(' ').flatMap((word) => {
      const group = /^\$(\d)$/.exec(word);
      if (!group) return word ? [{ text: word, english: true }] : [];
      return (match[Number(group[1])] ?? '').split(' ').filter(Boolean).map((text) => ({ text, english: false }));
    });
    hits.push({ first, last, words });
  }
  if (hits.length === 0) return tokens;
  const out = [...tokens];
  for (const hit of hits.reverse()) {
    const head = tokens[hit.first]!;
    const tail = tokens[hit.last]!;
    const rawEnd = tail.rawEnd ?? tail.raw;
    const masked = tokens.slice(hit.first, hit.last + 1).find((t) => t.mask)?.mask;
    const replaced = hit.words.map(({ text, english }, k) => ({
      ...head,
      text,
      english,
      rawEnd: rawEnd === head.raw ? undefined : rawEnd,
      mask: masked,
      after: k === hit.words.length - 1 ? tail.after : undefined,
    }) as T);
    if (replaced.length === 0 && hit.first > 0 && tail.after) {
      const previous = out[hit.first - 1]!;
      if (!previous.after) out[hit.first - 1] = { ...previous, after: tail.after };
    }
    out.splice(hit.first, hit.last - hit.first + 1, ...replaced);
  }
  return out.map(stripUndefined);
}

/** Words respelt as '' were joined to the word before: it now ends where they did. */
function joined<T extends RewritableToken>(tokens: T[]): T[] {
  const out: T[] = [];
  for (const token of tokens) {
    const previous = out[out.length - 1];
    if (token.text !== '' || !previous) {
      out.push(token);
      continue;
    }
    out[out.length - 1] = stripUndefined({ ...previous, rawEnd: token.rawEnd ?? token.raw, after: token.after ?? previous.after });
  }
  return out;
}

function carryPunctuation(tokens: RewritableToken[], i: number): void {
  const token = tokens[i]!;
  const previous = tokens[i - 1];
  if (token.after && previous && !previous.after) previous.after = token.after;
}

function stripUndefined<T extends object>(token: T): T {
  for (const key of Object.keys(token) as (keyof T)[]) if (token[key] === undefined) delete token[key];
  return token;
}
