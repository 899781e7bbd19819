import type { HealthStatus, Signal } from '../ports/assessment.ts';

// Notes a worried family member reads in ten seconds: what was said, in plain words, nothing more.
// They say nothing about escalation: the assessor does not know whether contacts are called (a
// test call never escalates, and the schedule's escalateOn flags decide), so the caller adds that.

export const MAX_NOTES_LENGTH = 200;
const MAX_QUOTE_LENGTH = 40;

const EMERGENCY: Record<string, string> = {
  fall: 'said they fell',
  'on-the-floor': 'said they are on the floor',
  'cannot-get-up': 'said they cannot get up',
  'chest-pain': 'described chest pain',
  breathing: 'said they are struggling to breathe',
  stroke: 'described signs of a possible stroke',
  overdose: 'may have taken too many pills',
  bleeding: 'said they are bleeding',
  fire: 'reported a fire or smoke',
  gas: 'reported a smell of gas',
  intruder: 'reported an intruder or break-in',
  violence: 'said someone hurt or threatened them',
  'self-harm': 'talked about wanting to die',
  'help-request': 'asked for help',
  collapse: 'described fainting or collapsing',
  seizure: 'described a seizure',
  dying: 'said they feel they are dying',
  injury: 'may have a serious injury',
  'severe-pain': 'said they are in severe pain',
  'head-injury': 'hit their head, with worrying signs since',
  'heat-stroke': 'described signs of heat stroke',
  hypothermia: 'described signs of hypothermia',
  sepsis: 'described a fever or infection with new confusion',
  'missing-person': 'said someone vulnerable is missing',
  choking: 'said they are choking or cannot swallow',
  'allergic-reaction': 'described a severe allergic reaction (swelling of the lips, tongue or throat)',
  'new-confusion': 'sounded suddenly confused (lost, or waiting for someone long dead)',
  flood: 'said water is rising in the home',
  'spreading-infection': 'described a toe or sore gone black, or redness spreading, with a fever',
  'bowel-obstruction': 'described a swollen belly and sickness with nothing passed, not even wind',
  'eye-emergency': 'described a painful red eye with haloes round the lights',
  dehydration: 'described keeping nothing down, with signs of dehydration',
  'blocked-artery': 'described a leg, foot or arm gone white and cold',
  // The word model's reading (assess-check-in.ts): no rule named the danger, so their words go with it.
  'sounds-like-emergency': 'said something that sounds like an emergency',
};
// Vague on their own, so the person's words go with them.
const QUOTED = new Set(['stroke', 'help-request', 'self-harm', 'dying', 'injury', 'needs-something', 'unclear-risk', 'sounds-like-emergency', 'sounds-like-concern']);

const NOUN: Record<string, string> = {
  fall: 'a fall', 'on-the-floor': 'being on the floor', 'cannot-get-up': 'not being able to get up', 'cannot-get-out': 'not being able to get out', 'chest-pain': 'chest pain', breathing: 'breathlessness',
  stroke: 'a stroke', overdose: 'too many pills', bleeding: 'some bleeding', fire: 'a fire', gas: 'a gas smell',
  intruder: 'an intruder', violence: 'someone hurting or threatening them', collapse: 'fainting', seizure: 'a seizure', dying: 'dying', injury: 'a minor injury',
  'severe-pain': 'severe pain', 'head-injury': 'a knock to the head', pain: 'pain', dizziness: 'dizziness', unsteady: 'feeling unsteady',
  'near-fall': 'nearly falling', 'fall-risk': 'being afraid of falling', mobility: 'trouble getting about',
  palpitations: 'a racing heart', swelling: 'swelling', tremor: 'a tremor', 'eye-trouble': 'a sore or red eye', numbness: 'numbness or tingling', tiredness: 'tiredness', unwell: 'feeling unwell',
  'low-mood': 'feeling low', lonely: 'feeling lonely', worry: 'worries', confusion: 'confusion or memory trouble',
  stranger: 'a stranger about', 'care-missed': 'a carer who did not come', scam: 'a possible scam', home: 'a problem at home', 'home-safety': 'a smoke alarm problem', 'co-alarm': 'a carbon monoxide alarm beeping', 'co-source': 'fuel burning in a closed space', clutter: 'a home too cluttered to use', 'blood-pressure': 'a high blood pressure reading',
  'heat-illness': 'having stopped sweating', 'cold-danger': 'having stopped shivering', disoriented: 'not knowing the day or place',
  'bowel-bleed': 'blood in the stools', 'inhaler-not-helping': 'an inhaler that is not helping', choking: 'choking or not swallowing', 'allergic-reaction': 'an allergic reaction', 'new-confusion': 'sudden confusion', flood: 'water rising in the home', medical: 'the doctor or hospital', 'unclear-risk': 'something that needs checking', 'self-harm': 'not wanting to live', 'help-request': 'needing help',
};
const CONCERN_VERB: Record<string, string> = {
  'missed-medication': 'missed their medication',
  'not-eating': 'is not eating well',
  'poor-sleep': 'slept badly',
  'needs-something': 'needs something',
  symptoms: 'answered yes to the question about pain, dizziness or falls',
  routine: 'answered no to the question about medication, food and sleep',
  'sounds-like-concern': 'said something worth checking',
};
const DENIED: Record<string, string> = {
  'no-pain': 'pain', 'no-dizziness': 'dizziness', 'no-fall': 'falls', 'no-chest-pain': 'chest pain',
  'no-breathing': 'breathing trouble', 'no-bleeding': 'bleeding', 'no-unsteady': 'unsteadiness',
};

const unique = <T,>(items: T[]) => [...new Set(items)];

function list(items: string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('');
  // Items that are lists themselves are kept apart: "no pain or falls; took their medication".
  if (items.some((item) => /,| and | or /.test(item))) return items.join('; ');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

const quoted = (signal: Signal | undefined) =>
  signal && signal.quote.length > 0 && signal.quote.length <= MAX_QUOTE_LENGTH ? ` ("${signal.quote}")` : '';

function emergencyPart(signals: Signal[]): string {
  const own = signals.filter((s) => !s.aboutSomeoneElse);
  const kinds = unique(own.map((s) => s.kind));
  const phrases: string[] = [];
  // A fall told together with being stuck reads as one fact.
  const stuck = kinds.includes('cannot-get-up') ? 'cannot-get-up' : kinds.includes('on-the-floor') ? 'on-the-floor' : undefined;
  if (kinds.includes('fall') && stuck) phrases.push(stuck === 'cannot-get-up' ? 'said they fell and cannot get up' : 'said they fell and are on the floor');
  for (const kind of kinds) {
    if (phrases[0]?.startsWith('said they fell and') && ['fall', 'cannot-get-up', 'on-the-floor'].includes(kind)) continue;
    const signal = own.find((s) => s.kind === kind);
    let phrase = EMERGENCY[kind] ?? `mentioned ${NOUN[kind] ?? kind.replace(/-/g, ' ')}`;
    if (kind === 'help-request' && /ambulan|paramedic/i.test(signal?.quote ?? '')) phrase = 'asked for an ambulance';
    else if (kind === 'help-request' && /911|999|112|nine one one|emergency/i.test(signal?.quote ?? '')) phrase = 'asked for the emergency services';
    else if (QUOTED.has(kind)) phrase += quoted(signal);
    phrases.push(phrase);
  }
  const others = signals.filter((s) => s.aboutSomeoneElse);
  // A missing person is always someone else, and says more by its own words.
  const missing = others.find((s) => s.kind === 'missing-person');
  if (missing) phrases.push(EMERGENCY['missing-person']!);
  else if (others.length > 0) phrases.push(`reported an emergency with someone else${quoted(others[0])}`);
  return list(phrases.slice(0, 3));
}

function concernPart(signals: Signal[]): string {
  const own = signals.filter((s) => !s.aboutSomeoneElse);
  const kinds = unique(own.map((s) => s.kind));
  const nouns = kinds.filter((k) => !CONCERN_VERB[k]).map((k) => NOUN[k] ?? k.replace(/-/g, ' '));
  const phrases: string[] = [];
  if (nouns.length > 0) phrases.push(`mentioned ${list(unique(nouns).slice(0, 4))}`);
  for (const kind of kinds.filter((k) => CONCERN_VERB[k])) {
    phrases.push(CONCERN_VERB[kind]! + (QUOTED.has(kind) ? quoted(own.find((s) => s.kind === kind)) : ''));
  }
  const others = signals.filter((s) => s.aboutSomeoneElse);
  if (others.length > 0) phrases.push(`mentioned someone else's health${quoted(others[0])}`);
  return list(phrases.slice(0, 4));
}

function positivePart(signals: Signal[]): string {
  const kinds = new Set(signals.map((s) => s.kind));
  const phrases: string[] = [];
  if (kinds.has('wellbeing-positive')) phrases.push('feeling well');
  if (kinds.has('key-press-fine')) phrases.push('pressed 1 for "I am fine"');
  const denied = unique(Object.keys(DENIED).filter((k) => kinds.has(k)).map((k) => DENIED[k]!));
  if (denied.length > 0) phrases.push(`no ${list(denied, 'or')}`);
  if (kinds.has('medication-taken')) phrases.push('took their medication');
  if (kinds.has('eating') && kinds.has('sleeping')) phrases.push('ate and slept well');
  else if (kinds.has('eating')) phrases.push('has eaten');
  else if (kinds.has('sleeping')) phrases.push('slept well');
  if (kinds.has('no-needs') || kinds.has('no-help-request')) phrases.push('needs nothing');
  if (kinds.has('active')) phrases.push('has been out');
  if (kinds.has('social')) phrases.push('has been in touch with family or friends');
  return list(phrases.slice(0, 5));
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** Keeps whole sentences while the notes stay short; the first always stays, cut if it must be. */
function fit(sentences: string[]): string {
  let notes = sentences[0]!;
  for (const next of sentences.slice(1)) {
    if (`${notes} ${next}`.length <= MAX_NOTES_LENGTH) notes = `${notes} ${next}`;
  }
  return notes.length <= MAX_NOTES_LENGTH ? notes : `${notes.slice(0, MAX_NOTES_LENGTH - 4).replace(/\s+\S*$/, '')}...`;
}

export type UnknownReason = 'nothing-said' | 'only-noise' | 'nothing-relevant';

export function writeNotes(status: HealthStatus, signals: Signal[], unknownReason: UnknownReason = 'nothing-relevant'): string {
  const of = (severity: Signal['severity']) => signals.filter((s) => s.severity === severity);
  switch (status) {
    case 'emergency': {
      const concerns = of('concern');
      return fit([sentence(`Emergency: ${emergencyPart(of('emergency'))}`), ...(concerns.length ? [sentence(`Also ${concernPart(concerns)}`)] : [])]);
    }
    case 'concerning': {
      const positives = of('positive');
      const otherwise = positivePart(positives);
      return fit([sentence(`Some concern: ${concernPart(of('concern'))}`), ...(otherwise ? [sentence(`Otherwise ${otherwise}`)] : [])]);
    }
    case 'good':
      return fit([sentence(`Doing well: ${positivePart(of('positive')) || 'nothing worrying was said'}`)]);
    case 'unknown':
      return {
        'nothing-said': 'No answer could be assessed: nothing was said.',
        'only-noise': 'No answer could be assessed: only silence or background noise was heard.',
        'nothing-relevant': 'No answer could be assessed: nothing relevant was said.',
      }[unknownReason];
  }
}
