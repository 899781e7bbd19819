import { pathToFileURL } from 'node:url';
import type { CallLanguage } from '@/shared/language.ts';
import { callLanguages } from '@/shared/language.ts';
import type { HealthStatus, TranscriptTurn } from '../ports/assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import heldOutEn from './labelled/held-out.en.json' with { type: 'json' };
import heldOutEs from './labelled/held-out.es.json' with { type: 'json' };
import heldOutFr from './labelled/held-out.fr.json' with { type: 'json' };
import freshEn from './labelled/fresh.en.json' with { type: 'json' };
import freshEs from './labelled/fresh.es.json' with { type: 'json' };
import freshFr from './labelled/fresh.fr.json' with { type: 'json' };
import blindEn from './labelled/blind.en.json' with { type: 'json' };
import blindEs from './labelled/blind.es.json' with { type: 'json' };
import blindFr from './labelled/blind.fr.json' with { type: 'json' };
import unseenEn from './labelled/unseen.en.json' with { type: 'json' };
import unseenEs from './labelled/unseen.es.json' with { type: 'json' };
import unseenFr from './labelled/unseen.fr.json' with { type: 'json' };
import unseen2En from './labelled/unseen2.en.json' with { type: 'json' };
import unseen2Es from './labelled/unseen2.es.json' with { type: 'json' };
import unseen2Fr from './labelled/unseen2.fr.json' with { type: 'json' };
import unseen3En from './labelled/unseen3.en.json' with { type: 'json' };
import unseen3Es from './labelled/unseen3.es.json' with { type: 'json' };
import unseen3Fr from './labelled/unseen3.fr.json' with { type: 'json' };
import unseen4En from './labelled/unseen4.en.json' with { type: 'json' };
import unseen4Es from './labelled/unseen4.es.json' with { type: 'json' };
import unseen4Fr from './labelled/unseen4.fr.json' with { type: 'json' };
import unseen5En from './labelled/unseen5.en.json' with { type: 'json' };
import unseen5Es from './labelled/unseen5.es.json' with { type: 'json' };
import unseen5Fr from './labelled/unseen5.fr.json' with { type: 'json' };
import unseen6En from './labelled/unseen6.en.json' with { type: 'json' };
import unseen6Es from './labelled/unseen6.es.json' with { type: 'json' };
import unseen6Fr from './labelled/unseen6.fr.json' with { type: 'json' };
import unseen7En from './labelled/unseen7.en.json' with { type: 'json' };
import unseen8En from './labelled/unseen8.en.json' with { type: 'json' };
import unseen9En from './labelled/unseen9.en.json' with { type: 'json' };
import unseen10En from './labelled/unseen10.en.json' with { type: 'json' };
import unseen11En from './labelled/unseen11.en.json' with { type: 'json' };
import unseen12En from './labelled/unseen12.en.json' with { type: 'json' };
import unseen13En from './labelled/unseen13.en.json' with { type: 'json' };
import unseen14En from './labelled/unseen14.en.json' with { type: 'json' };
import unseen15En from './labelled/unseen15.en.json' with { type: 'json' };
import unseen16En from './labelled/unseen16.en.json' with { type: 'json' };
import unseen17En from './labelled/unseen17.en.json' with { type: 'json' };
import unseen18En from './labelled/unseen18.en.json' with { type: 'json' };
import unseen19En from './labelled/unseen19.en.json' with { type: 'json' };
import unseen20En from './labelled/unseen20.en.json' with { type: 'json' };
import unseen21En from './labelled/unseen21.en.json' with { type: 'json' };
import unseen22En from './labelled/unseen22.en.json' with { type: 'json' };
import unseen23En from './labelled/unseen23.en.json' with { type: 'json' };
import unseen24En from './labelled/unseen24.en.json' with { type: 'json' };
import unseen25En from './labelled/unseen25.en.json' with { type: 'json' };
import unseen26En from './labelled/unseen26.en.json' with { type: 'json' };
import unseen27En from './labelled/unseen27.en.json' with { type: 'json' };
import unseen28En from './labelled/unseen28.en.json' with { type: 'json' };
import unseen29En from './labelled/unseen29.en.json' with { type: 'json' };
import unseen30En from './labelled/unseen30.en.json' with { type: 'json' };
import unseen31En from './labelled/unseen31.en.json' with { type: 'json' };
import unseen32En from './labelled/unseen32.en.json' with { type: 'json' };
import unseen33En from './labelled/unseen33.en.json' with { type: 'json' };
import unseen34En from './labelled/unseen34.en.json' with { type: 'json' };
import unseen35En from './labelled/unseen35.en.json' with { type: 'json' };
import unseen36En from './labelled/unseen36.en.json' with { type: 'json' };
import unseen37En from './labelled/unseen37.en.json' with { type: 'json' };
import unseen38En from './labelled/unseen38.en.json' with { type: 'json' };
import unseen39En from './labelled/unseen39.en.json' with { type: 'json' };
import unseen40En from './labelled/unseen40.en.json' with { type: 'json' };
import unseen41En from './labelled/unseen41.en.json' with { type: 'json' };
import unseen42En from './labelled/unseen42.en.json' with { type: 'json' };
import unseen43En from './labelled/unseen43.en.json' with { type: 'json' };
import unseen44En from './labelled/unseen44.en.json' with { type: 'json' };
import unseen7Es from './labelled/unseen7.es.json' with { type: 'json' };
import unseen8Es from './labelled/unseen8.es.json' with { type: 'json' };
import unseen9Es from './labelled/unseen9.es.json' with { type: 'json' };
import unseen10Es from './labelled/unseen10.es.json' with { type: 'json' };
import unseen11Es from './labelled/unseen11.es.json' with { type: 'json' };
import unseen12Es from './labelled/unseen12.es.json' with { type: 'json' };
import unseen13Es from './labelled/unseen13.es.json' with { type: 'json' };
import unseen14Es from './labelled/unseen14.es.json' with { type: 'json' };
import unseen15Es from './labelled/unseen15.es.json' with { type: 'json' };
import unseen16Es from './labelled/unseen16.es.json' with { type: 'json' };
import unseen17Es from './labelled/unseen17.es.json' with { type: 'json' };
import unseen18Es from './labelled/unseen18.es.json' with { type: 'json' };
import unseen19Es from './labelled/unseen19.es.json' with { type: 'json' };
import unseen20Es from './labelled/unseen20.es.json' with { type: 'json' };
import unseen21Es from './labelled/unseen21.es.json' with { type: 'json' };
import unseen22Es from './labelled/unseen22.es.json' with { type: 'json' };
import unseen23Es from './labelled/unseen23.es.json' with { type: 'json' };
import unseen24Es from './labelled/unseen24.es.json' with { type: 'json' };
import unseen25Es from './labelled/unseen25.es.json' with { type: 'json' };
import unseen26Es from './labelled/unseen26.es.json' with { type: 'json' };
import unseen27Es from './labelled/unseen27.es.json' with { type: 'json' };
import unseen28Es from './labelled/unseen28.es.json' with { type: 'json' };
import unseen29Es from './labelled/unseen29.es.json' with { type: 'json' };
import unseen30Es from './labelled/unseen30.es.json' with { type: 'json' };
import unseen31Es from './labelled/unseen31.es.json' with { type: 'json' };
import unseen32Es from './labelled/unseen32.es.json' with { type: 'json' };
import unseen33Es from './labelled/unseen33.es.json' with { type: 'json' };
import unseen34Es from './labelled/unseen34.es.json' with { type: 'json' };
import unseen35Es from './labelled/unseen35.es.json' with { type: 'json' };
import unseen36Es from './labelled/unseen36.es.json' with { type: 'json' };
import unseen37Es from './labelled/unseen37.es.json' with { type: 'json' };
import unseen38Es from './labelled/unseen38.es.json' with { type: 'json' };
import unseen39Es from './labelled/unseen39.es.json' with { type: 'json' };
import unseen40Es from './labelled/unseen40.es.json' with { type: 'json' };
import unseen41Es from './labelled/unseen41.es.json' with { type: 'json' };
import unseen42Es from './labelled/unseen42.es.json' with { type: 'json' };
import unseen43Es from './labelled/unseen43.es.json' with { type: 'json' };
import unseen44Es from './labelled/unseen44.es.json' with { type: 'json' };
import unseen7Fr from './labelled/unseen7.fr.json' with { type: 'json' };
import unseen8Fr from './labelled/unseen8.fr.json' with { type: 'json' };
import unseen9Fr from './labelled/unseen9.fr.json' with { type: 'json' };
import unseen10Fr from './labelled/unseen10.fr.json' with { type: 'json' };
import unseen11Fr from './labelled/unseen11.fr.json' with { type: 'json' };
import unseen12Fr from './labelled/unseen12.fr.json' with { type: 'json' };
import unseen13Fr from './labelled/unseen13.fr.json' with { type: 'json' };
import unseen14Fr from './labelled/unseen14.fr.json' with { type: 'json' };
import unseen15Fr from './labelled/unseen15.fr.json' with { type: 'json' };
import unseen16Fr from './labelled/unseen16.fr.json' with { type: 'json' };
import unseen17Fr from './labelled/unseen17.fr.json' with { type: 'json' };
import unseen18Fr from './labelled/unseen18.fr.json' with { type: 'json' };
import unseen19Fr from './labelled/unseen19.fr.json' with { type: 'json' };
import unseen20Fr from './labelled/unseen20.fr.json' with { type: 'json' };
import unseen21Fr from './labelled/unseen21.fr.json' with { type: 'json' };
import unseen22Fr from './labelled/unseen22.fr.json' with { type: 'json' };
import unseen23Fr from './labelled/unseen23.fr.json' with { type: 'json' };
import unseen24Fr from './labelled/unseen24.fr.json' with { type: 'json' };
import unseen25Fr from './labelled/unseen25.fr.json' with { type: 'json' };
import unseen26Fr from './labelled/unseen26.fr.json' with { type: 'json' };
import unseen27Fr from './labelled/unseen27.fr.json' with { type: 'json' };
import unseen28Fr from './labelled/unseen28.fr.json' with { type: 'json' };
import unseen29Fr from './labelled/unseen29.fr.json' with { type: 'json' };
import unseen30Fr from './labelled/unseen30.fr.json' with { type: 'json' };
import unseen31Fr from './labelled/unseen31.fr.json' with { type: 'json' };
import unseen32Fr from './labelled/unseen32.fr.json' with { type: 'json' };
import unseen33Fr from './labelled/unseen33.fr.json' with { type: 'json' };
import unseen34Fr from './labelled/unseen34.fr.json' with { type: 'json' };
import unseen35Fr from './labelled/unseen35.fr.json' with { type: 'json' };
import unseen36Fr from './labelled/unseen36.fr.json' with { type: 'json' };
import unseen37Fr from './labelled/unseen37.fr.json' with { type: 'json' };
import unseen38Fr from './labelled/unseen38.fr.json' with { type: 'json' };
import unseen39Fr from './labelled/unseen39.fr.json' with { type: 'json' };
import unseen40Fr from './labelled/unseen40.fr.json' with { type: 'json' };
import unseen41Fr from './labelled/unseen41.fr.json' with { type: 'json' };
import unseen42Fr from './labelled/unseen42.fr.json' with { type: 'json' };
import unseen43Fr from './labelled/unseen43.fr.json' with { type: 'json' };
import unseen44Fr from './labelled/unseen44.fr.json' with { type: 'json' };
import tunedEn from './labelled/tuned.en.json' with { type: 'json' };
import tunedEs from './labelled/tuned.es.json' with { type: 'json' };
import tunedFr from './labelled/tuned.fr.json' with { type: 'json' };

// The labelled transcripts, per language in three parts: `tuned` (the lexicon was written against
// them), `held-out` (written before tuning, but its failures then informed general lexicon fixes, so
// it is no longer truly held out) and `fresh` (written without reading the lexicon and committed
// before being scored; its misses of 2026-11-23 then informed general fixes too, so it is no longer
// unseen either) and `blind` (written without reading the lexicon or the other sets, committed before
// the fresh part's fixes, and first scored after them: recall en 80%, es 66.7%, fr 73.3%; its misses
// of 2026-11-24 then informed general fixes too, so no part is unseen now: a new wording is only
// measured by a new part written without reading the lexicon and scored once before any fix).
// `unseen` is that part: written by someone who read neither the lexicon nor the other sets,
// committed (fe15479) before it was ever scored. First score, 2026-11-26, before any fix: accuracy
// en 80.0%, es 80.0%, fr 80.0%; emergency recall en 86.7%, es 80.0%, fr 86.7%; false emergencies
// en 2, es 1, fr 2 (of 45 each). Its misses then informed general fixes (reading-rules.test.ts), after
// which, 2026-11-26: accuracy en/es/fr 100/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0.
// `unseen2` was written the same way by someone else (0774bc3), committed before the unseen part's
// fixes and scored only by the maintainer: before them (0774bc3) accuracy en/es/fr 75.6/75.6/68.9%,
// recall 80.0/73.3/93.3%, false emergencies 1/1/4; after them, and so blind to them (115906e), accuracy
// 84.4/82.2/80.0%, recall 93.3/86.7/100%, false emergencies 1/1/2 (of 45 each). That is the honest
// figure for a wording the rules have not seen: general fixes help, but a phrase lexicon does not
// reach 95% on new wording. Its misses then informed general fixes (reading-rules.test.ts), after
// which, 2026-11-26: accuracy en/es/fr 100/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0.
// `unseen3`, written the same way by a third author (a05149b) during the unseen2 part's fixes, was
// scored once after them, blind to both rounds (6bf3401): accuracy en/es/fr 91.1/86.7/88.9%, recall
// 93.3/100/100%, false emergencies 3/0/1 (of 45 each). Better than unseen2's first score, still short
// of the 95% asked. Its misses then informed general fixes (reading-rules.test.ts), after which,
// 2026-11-26: accuracy en/es/fr 100/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0.
// `unseen4` (7bbaefa, a fourth author, written during the unseen3 part's fixes) was scored once
// after them, blind to all three rounds (a995598): accuracy en/es/fr 86.7/91.1/91.1%, recall
// 86.7/86.7/86.7%, false emergencies 2/0/1 (of 45 each); missed: an insulin mix-up with shakes and
// muddle, a head injury with lost memory, chest pressure inside a story, a double dose with
// drowsiness. Its misses then informed general fixes (reading-rules.test.ts), after which,
// 2026-11-26: accuracy en/es/fr 100/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0.
// `unseen5` (6536d81, a fifth author) was scored once after the unseen4 part's fixes, blind to all
// four rounds (e752313): accuracy en/es/fr 77.8/84.4/82.2%, recall 66.7/80.0/93.3%, false
// emergencies 1/0/3 (of 45 each). The same part scored with the rules as they were before today's
// rounds (540e59d): accuracy 62.2/75.6/75.6%, recall 46.7/73.3/80.0%, false emergencies 2/0/4. So the
// general rules did generalise, and a phrase reader still misses plain emergencies said a new way
// (a ward sister's clinical stroke signs, bleeding on warfarin, left lying on the landing). One miss
// was a regression of a rule written today: fixed in 4f8503b.
// Its misses then informed general fixes (reading-rules.test.ts), after which, 2026-11-26: accuracy
// en/es/fr 97.8/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0 (left: a bare 'yes'
// beside word salad, read as good).
// `unseen6` (6c2b7d7, a sixth author) was scored once after the unseen5 part's fixes, blind to all
// five rounds (27fcbe9): accuracy en/es/fr 86.7/86.7/82.2%, recall 80.0/100/93.3%, false emergencies
// 2/2/3 (of 45 each); with the rules of the session's start (540e59d): 75.6/84.4/80.0%, recall
// 73.3/93.3/93.3%, false emergencies 4/2/4. First scores on new wording level off at about 85%.
// Its misses then informed general fixes (reading-rules.test.ts), after which, 2026-11-26: accuracy
// en/es/fr 100/97.8/97.8%, emergency recall 100/100/100%, false emergencies 0/1/0 (of 45 each; left: a
// telenovela's named character, 'a don Ramiro le dio un infarto', read as an emergency, and a feuilleton's
// doctor whose fall is now read as the story's but the person's fright at it ('j'ai eu peur') as a worry).
// `unseen7` (2d15e1b, a seventh author, asked for an ordinary week of calls rather than hard cases)
// was scored once after the unseen6 part's fixes, blind to all six rounds (2d15e1b): accuracy
// en/es/fr 80.0/86.7/88.9%, recall 73.3/86.7/80.0%, false emergencies 1/1/0 (of 45 each); with the
// session start's rules (540e59d): 71.1/68.9/80.0%, recall 73.3/66.7/73.3%.
// Its misses then informed general fixes (reading-rules.test.ts), after which, 2026-11-26: accuracy
// en/es/fr 95.6/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0 (of 45 each; left: a
// good blood pressure reading's 'doctor says' and being 'fed up' with a late parcel, read as concerns).
// `unseen8` (b28222f, an eighth author, asked for situations none of the earlier parts had: heat
// stroke, hypothermia, carbon monoxide, a gas smell, dehydration, sepsis, a bowel bleed, a seizure,
// a wandering spouse with dementia, fraud, grief; emergencies told by their symptoms alone) was scored
// once after the unseen7 part's fixes, blind to all seven rounds (f520f6b): accuracy en/es/fr
// 48.9/71.1/64.4%, recall 40.0/53.3/53.3%, false emergencies 5/1/3 (of 45 each). The lowest first
// score of any part: a phrase reader knows the situations it was shown, and a new situation told in
// symptoms ('stopped shivering', 'black as tar', 'everyone in the house has a headache') is not one.
// Its misses then informed general fixes (reading-rules.test.ts; danger-signs.ts reads a sign with
// what the call says around it), after which, 2026-11-26: accuracy en/es/fr 97.8/100/100%, emergency
// recall 100/100/100%, false emergencies 1/0/0 (of 45 each). Every other part scored as before. Left
// (en): a neighbour's fall with 'ambulance and everything', read as an emergency. A rule that read
// that phrase as trouble already in hands also lowered "my husband collapsed, ambulance and
// everything, he's not breathing" to good, and was reverted: a false alarm, not a lost floor.
// `unseen9` (ac16b3f, a ninth author, asked for an ordinary month of calls with the conditions
// common at 75-95: heart failure, COPD, a urinary infection with confusion, a swallowing problem, a
// reaction to a new medicine) was scored once after the unseen8 part's fixes, blind to all eight
// rounds (5b6566b): accuracy en/es/fr 64.4/86.7/68.9%, recall 53.3/73.3/66.7%, false emergencies
// 1/0/3 (of 45 each); with the unseen7 round's rules (f520f6b): 64.4/82.2/64.4%, recall
// 53.3/66.7/60.0%, false emergencies 1/0/4. Round 8's danger signs carried over to new wording by 0-7
// points. Missed: ankles swollen and no breath, words wrong and a hand that drops the cup, blue lips
// with the inhaler not helping, food stuck and not even water goes down, the worst headache of a
// life, lips and throat swelling on a new pill, vomit like coffee grounds, water rising in the room.
// Its misses then informed general fixes (reading-rules.test.ts; the 999/911/15 red flags, each sign's
// plain paraphrases in en/es/fr with near-misses and floor tests; danger-signs.ts reads an inhaler that
// does nothing beside breathlessness, a face swelling after a new medicine, someone long dead looked for
// as if alive, shaking then not answering), after which, 2026-11-26: accuracy en/es/fr 91.1/100/100%,
// emergency recall 100/100/100%, false emergencies 0/0/0 (of 45 each). Every other part scored as
// before. Left (en): 'fair to middlin'' read as a concern, a power cut put right told across 'but', and
// two bare answers beside recognition garble of real words ('on the Dutch garden wall'), read as understood.
// `unseen10` (f2ce39f, a tenth author, asked for an ordinary fortnight written as a nurse in the family
// would, in regions no earlier part had) was scored once after the red-flag round (6b6916d), blind to
// all nine rounds: accuracy en/es/fr 73.3/80.0/82.2%, recall 66.7/73.3/80.0%, false emergencies 0/2/2
// (of 45 each); with the rules before the red-flag round (30bdbb3): 71.1/77.8/77.8%, recall
// 60.0/66.7/73.3%, false emergencies 0/1/2. Reading the red flags by sign carried 2-7 points. Missed:
// a neighbour's drooping face, a smell after the boiler man, a man trying the windows, a cut that will
// not stop, tablets kept in a tin to end it, 'la boca se me tuerce', 'el peor dolor de cabeza', a
// letter to the children, 'je trouve plus mes mots', a stove smoking and the dog limp, the door forced.
// Its misses then informed general fixes (reading-rules.test.ts: danger from people, doors or windows
// tried or forced and violence in the home; suicidal intent told indirectly; stroke signs, the worst
// headache and carbon monoxide said another way round; a night-time muddle on waking, a fall's time told
// after it, 'tombée sur' someone, Spanish 'me e caído'; then its concerns: a PIN read to a caller, money
// sent for a grandson 'in prison', tablets 'got finished', feet 'am swelled', a room that spins, low 'to
// be honest', a night kept in, a tablet maybe taken twice, blood taken for tests), after which,
// 2026-11-26: accuracy en/es/fr 97.8/97.8/95.6%, emergency recall 100/100/100%, false emergencies 0/0/0
// (of 45 each). Every other part scored as before. None of the three read as unknown had been called
// unreadable: no rule knew their words. Left: garble beside a bare 'no' read as understood (en), an
// English answer to a French call read as understood, Cantabrian garble read as a cough, and 'je suis
// mort de rire' beside French the lexicon does not know read as not understood.
// `unseen11` (a5f5412, an eleventh author, asked for calls as a befriending line hears them: rambling,
// the important thing in the middle, understatement, dialect) was scored once after the round that
// read danger from people and suicidal intent (a2915a1), blind to all ten rounds: accuracy en/es/fr
// 64.4/77.8/80.0%, recall 66.7/86.7/86.7%, false emergencies 2/5/3 (of 45 each); with the rules before
// that round (c97cff4): 62.2/75.6/75.6%, recall 60.0/86.7/80.0%, false emergencies 2/5/3. Two spouses
// who would not wake were read as good: 'he won't answer me proper, he's making this snoring noise
// and his lips is a funny colour', 'no hay manera de despertarlo ... está como moradito'.
// Its misses then informed general fixes (someone in the home who will not come round: not answering
// properly, not waking, shaken and nothing, lips or face an odd colour, snoring or gurgling breathing,
// Irish 'after going down', and 'it's not me' never good; signs said another way: a mouth gone squint,
// an arm like a dead weight, talking as if drunk, swimmy-headed, insulin and nothing 'et', one word at a
// time, drowning lying down, hypothermia in a home gone cold with drowsiness and numb fingers or
// shivering that will not stop, 'ya ni sudo', a prowler and doors or shutters tried; milder: clothes or
// an animal that fell, a heart attack 'nearly' had or 'of laughter', bleeding that has stopped, 'j'ai
// chuté' with a trip, a burglary at someone else's home), after which, 2026-11-26: accuracy en/es/fr
// 82.2/91.1/91.1%, emergency recall 100/100/100%, false emergencies 0/1/0 (of 45 each). Every other
// part scored as before. Left: a hob left on and put out by a neighbour today still read as a fire (es),
// concerns said in words no rule knows read as good (en: a bank courier, 'not so lekker', a tin-opener
// cut; es: 'salita sin pastillas', a 'mareíto' on the bus; fr: a false bank adviser, no blood-pressure
// tablets left, a nephew with the pension card), good calls read as concerning (en: no 'smothering
// spells', fell asleep at the hockey, 'blood of forty', braai smoke; es: 'corazón de gurí'; fr: the
// neighbour's 'boucane'), and a garble then 'yeah' read as a concern (en).
// `unseen12` (2fdf2c1, a twelfth author, asked for raw speech-recognition output as a landline
// delivers it: lowercase run-ons, fillers, misheard words such as 'my chess hurts', 'can't hardly
// breed', 'heart a tack') was scored once after the unseen11 round (489f817), blind to all eleven
// rounds: accuracy en/es/fr 88.9/77.8/84.4%, recall 93.3/73.3/86.7%, false emergencies 1/4/2 (of 45
// each); with the rules before the unseen11 round (ad4d948) exactly the same: that round carried
// nothing to it. Missed: a muddle since the morning (en/es/fr), 'no puedo re-pirar' and 'peux pas
// respire' (read as unknown), on the floor with the hip, three sleeping pills; false emergencies: a
// wrist broken in January and mended, a pan that set off the smoke alarm, a dizzy turn on standing.
// Its misses then informed general fixes (reading-rules.test.ts: a danger word speech recognition cut
// in two or misheard is the danger word, 'leva tar', 're pirar', 'pasti yas', 'je peux pas respiré',
// 'can't breed'; a muddle since this morning and not knowing whose house one is in are sudden confusion;
// 'ay hija' is said to the caller; someone else who fell last night and can't get up now; a pan left on
// that burnt is a concern, the hob no fire; a bare 'caída' denied by a trailing 'tampoco no' past a
// filler, and 'caerme no me he caído'; 'un mareíllo' is dizziness; a month gone by when the turn says it
// is over, and a 'when' told at the time before it, so a wrist mended is history; a hospital stay left
// last month, a blood test, a heart said fine, 'la poitrine fumée' are no worry), after which,
// 2026-11-26: accuracy en/es/fr 100/100/100%, emergency recall 100/100/100%, false emergencies 0/0/0 (of
// 45 each). Every other part scored as before, but unseen11 es, 91.1 → 93.3% ('un mareíto' on the bus
// now read as the concern it is). Left: nothing in unseen12; the fixes are general, so its 100% says
// nothing new, and a new part scored once is the next measure.
// `unseen13` (e05de7a, a thirteenth author, asked for calls that come at a bad moment: the person
// distracted, talking to someone in the room, hard of hearing, telling a friend's stroke or a TV fire
// before their own news) was scored once, blind, three ways: the phrase rules before the unseen12
// round (08473a6): accuracy en/es/fr 68.9/75.6/68.9%, recall 86.7/73.3/73.3%, false emergencies
// 8/5/6 (of 45 each); the rules after it (32e5d55): 71.1/75.6/71.1%, recall 93.3/73.3/73.3%, false
// emergencies 8/5/5; and the rules raised by the word model (word-model.ts, trained before unseen13
// existed), as the built-in assessor now reads a call after it: 77.8/75.6/77.8%, recall 100/100/100%,
// false emergencies 9/9/7. The rules missed a sugar crash on insulin, a gas bottle hissing with
// dizziness, a blister pack taken whole, 'she does not know me', letters written to say goodbye,
// someone upstairs, 'joining Henri tonight', a dead furnace at -30; the model caught all of them. Its
// price: the neighbour feeding the cat, a deaf man's bread and a cousin's earthquake read as
// emergencies. The false emergencies the rules already made are other people's troubles (a friend's
// stroke, a fire on the news, a grandson off the sofa, an ambulance in 2012).
// Its misses then informed general fixes of the rules (reading-rules.test.ts: insulin and a dinner that
// did not come with shakes, butane or propane smelt, the whole blister named after the pills, tonight all
// the pills and pills saved before they are named, someone 'en haut', not knowing someone or talking
// nonsense since this morning or midday, 'je sens plus mes doigts'; then, lowering: a fire or gas leak on
// the news, in a series or down the road with no word of the home, a year gone by and the bare 'ambulance'
// with it, an ambulance outside or passing and the fire brigade that came, a paw, a match and its player,
// someone else's tumble said fine, a graze or helped up (a concern), 'le dio un infarto' someone else's
// and the UCI in hands, 'I've got to tell you' no present tense, a crossword clue, 'by heart', what a fire
// 'n'a rien touché'; and a pause written before a word, a sore told at length that will not close, a
// wound weeping or pink and warm, food not fancied, a door left open and not remembered), after which,
// 2026-11-26, the rules alone: accuracy en/es/fr 93.3/91.1/95.6%, emergency recall 100/100/100%, false
// emergencies 0/0/0 (of 45 each). Every other part scored as before. Left: other people's troubles read
// as concerns rather than good (en: a neighbour's stroke and 'just worried', a 2015 ambulance beside the
// granddaughter's 'hospital', a grandson off the sofa; es: Puri's heart attack and 'preocupada', a
// grandson's graze, a neighbour helped to sit, an earthquake's 'temblor' read as a tremor; fr: Ginette
// and 'je m'inquiète', a pile-up on the news and 'j'ai eu peur').
// `unseen14` (ee25784, a fourteenth author, asked for people speaking a language not their first:
// Polish, Punjabi, Jamaican, Cantonese and Italian speakers in English; Moroccan, Filipino, Romanian,
// Brazilian and Chinese speakers in Spanish; Algerian, Senegalese, Vietnamese, Portuguese and Haitian
// speakers in French; broken tenses, words of their first language) was scored once, blind: the
// phrase rules before the unseen13 round (4b383e3): accuracy en/es/fr 75.6/75.6/77.8%, recall
// 73.3/73.3/80.0%, false emergencies 2/3/3 (of 45 each); after it (445b641) the same but fr false
// emergencies 2; the rules raised by the word model (trained before unseen14 existed), as the
// built-in assessor reads a call after it: 80.0/80.0/77.8%, recall 100/100/100%, false emergencies
// 7/7/5. The rules missed a knife cut bleeding, a door broken with a man outside, smoke in the kitchen,
// chest pain to the arm and jaw after 'I'm alright', a gas bottle, many pills, a blow to the head with
// vomiting, a medicine box emptied; the model caught all of them. Its price: a swollen knee, getting
// lost on the way home, a backache, a toothache, 'dead tired', 'I don't understand', and a daughter,
// grandson or home help answering that the person is out, read as emergencies.
// Its misses then informed general fixes of the rules (reading-rules.test.ts: blood 'coming' in the plain
// present or a towel 'all red', a pain that 'go' down the arm and Jamaican 'inna mi chest', a pan 'is
// burning' and smoke 'is coming' or 'in kitchen', hiding at home and afraid, the head as subject ('head
// hit the sink', 'la cabeza golpe con', 'la tête tape le'), the whole box said after the pills, 'dormir y
// no despertar', 'olor de gas'; then, lowering: a programme's bare 'ambulance', 'me muero' after
// laughing, Spanish 'la mujer' a woman and French 'homme' a man, 'six years before' for 'ago', 'ça va,
// pas mal', 'au marché' no machine, 'my English not good' and 'je comprends pas' (not following the
// call), a hospital stay with 'last year' or 'months ago', a hospital on the screen, the heart named after
// a time gone by; concerns said plainly: 'tablet I forget', a burning wee, 'se acabaron las pastillas',
// 'la calefacción se rompió'; and a floor gap closed: today named after an old time is today's), after
// which, 2026-11-26, the rules alone: accuracy en/es/fr 95.6/97.8/97.8%, emergency recall 100/100/100%,
// false emergencies 0/1/1 (of 45 each). Every other part scored as before. Left: a neighbour's fall last
// month and 'yo llamar ambulancia' (es, an emergency: 'él' is read as the article, so 'ahora él ya en
// casa' does not say him home), a daughter calling a lottery scam 'voleur' (fr, an emergency: read as a
// burglar), a finger cut in March and healed with 'much blood', 'dead tired' from dancing (en, concerns).
// `unseen15` (7f72f6d, a fifteenth author, asked for the weeks after a hospital stay: new medicines,
// blood thinners, wounds, stomas, carers, the hospital and the ambulance over) was scored once, blind,
// with the rules after the unseen14 round (865b8af): the rules alone: accuracy en/es/fr
// 66.7/68.9/68.9%, recall 80.0/73.3/73.3%, false emergencies 6/6/6 (of 45 each); raised by the word
// model (trained before unseen15 existed): 73.3/73.3/77.8%, recall 93.3/86.7/93.3%, false emergencies
// 7/7/6. The first part where the two together missed emergencies: no urine since yesterday with pain
// or a hard belly (es, fr), a stoma with nothing out and a swollen belly (en), vomiting and no tablets
// kept down for two days (es): kinds of danger no part had told before. The rules' false emergencies
// are the stay itself told as over (the ambulance last month, 'no chest pain' in rehab, a stroke whose
// speech is back, the fall before the hospital). Its missed emergencies then informed general danger
// signs (no water passed since yesterday with a hard belly or pain, a stoma with nothing out and a
// swollen belly or sickness, black stools with a faint feeling, blood in the urine on a blood thinner, a
// hard hot calf with breathlessness, a wound weeping pus with a fever, a fever at 'my mother's house',
// nothing kept down for a day or more), after which, 2026-11-26, the rules alone: accuracy en/es/fr
// 73.3/77.8/77.8%, emergency recall 100/100/100%, false emergencies 6/6/6 (of 45 each). Every other part
// scored as before. Left (this round only raised): the stay told as over read as emergencies (the
// ambulance last month, a stroke whose speech is back, no chest pain in rehab, a fall before the
// hospital), low mood after a heart attack or a fear of the shower read as emergencies, and concerns read
// `good` (a wound a bit pink, constipation on codeine or morphine, an evening thinner forgotten).
// A second round (6803f56) then read an event told as over as history (since the heart attack, after
// the stroke, since the fall with no new fall, an ambulance with a time long gone) and as past when the
// call says it is over (nothing since, nothing new, the same trouble denied now), and raised a wound gone
// pink, constipation and a named blood thinner forgotten; after which, 2026-11-26, unseen15's rules
// alone: accuracy en/es/fr 97.8/97.8/97.8%, recall 100/100/100%, false emergencies 0/0/0. Every other
// part scored as before, unseen16 and unseen17 included (fr unseen16 64.4 -> 66.7%): what put unseen15
// right carried almost nothing to the two parts written beside it.
// `unseen16` (b900dc7, a sixteenth author, asked for living at home with a long-term condition: COPD
// on oxygen, heart failure, insulin, Parkinson's, dialysis, angina sprays) and `unseen17` (f890432, a
// seventeenth, written at the same time: the home, the weather and the season: heat, cold, power cuts,
// ice, floods, carbon monoxide, holidays alone) were each scored once, blind, with the rules after the
// unseen15 raising round (568de53) and the word model trained before either existed. unseen16: the rules
// alone: accuracy en/es/fr 60.0/75.6/64.4%, recall 53.3/80.0/46.7%, false emergencies 3/4/1 (of 45
// each); raised by the model: 73.3/80.0/84.4%, recall 93.3/100/93.3%, false emergencies 5/5/2. Missed by
// both: painkillers put by to 'take the lot' this weekend (en, a plan to end it) and oxygen turned up to
// five, drowsy with a headache, dozing off mid-call (fr, a CO2 narcosis). unseen17: the rules alone: 75.6/84.4/64.4%, recall
// 80.0/73.3/53.3%, false emergencies 3/2/6; raised by the model: 82.2/86.7/77.8%, recall 100/100/93.3%,
// false emergencies 4/4/8. Missed by both: a rope in the garage at Christmas (fr, a plan to end it).
// The model alone, on these two parts: accuracy 88.9/82.2/88.9% and 95.6/88.9/91.1%, recall 93.3/86.7/93.3%
// and 100/93.3/93.3%: better than the rules on every count but recall, which is why it only raises.
// A round on unseen16's and unseen17's missed emergencies (02607c2: thoughts or plans of ending one's
// life read by means and by the person's own intent, swept in en/es/fr; 36d67c4: fuel burnt in a closed
// space with symptoms, water still rising, home oxygen stopped or turned up with drowsiness) left, on
// 2026-11-26, unseen16's rules alone: accuracy en/es/fr 64.4/75.6/68.9%, recall 66.7/80.0/53.3%, false
// emergencies 3/4/1; unseen17's: 77.8/91.1/71.1%, recall 86.7/93.3/73.3%, false emergencies 3/2/6.
// Every other part scored as before. Left: hypos and mix-ups whose signs are not tied together, two fits
// in a row, a heart attack felt in the jaw, stroke signs without the word, stuck on a stairlift or in a
// cellar, a fake official at the door; the false emergencies are other people's events and TV stories.
// `unseen18` (816a436, an eighteenth author, asked for mood, grief, loneliness and the nights) was
// scored once, blind, with the rules after the unseen15 rounds (6803f56) and the model trained through
// unseen17. The rules alone: accuracy en/es/fr 66.7/71.1/73.3%, recall 80.0/66.7/80.0%, false
// emergencies 2/4/3; raised by the model: 73.3/84.4/86.7%, recall 93.3/100/100%, false emergencies
// 6/6/3. Scored again after the self-harm round above (which never saw it): the rules alone
// 66.7/73.3/73.3%, recall 80.0/73.3/80.0%; with the model as before. Missed by both: a man who stood on a
// bridge at midnight 'going to go in' and will go back tonight, 'I don't think I'll be walking home
// this time' (en). The model alone: 84.4/93.3/95.6%, recall 93.3/100/93.3%.
// A third round (85b7d6b, 6e6e376, 0a81846) then read every sign those parts still missed by two signs
// together (insulin with shaking, sweating or a muddle; two of the three stroke signs; two fits in a row;
// pain in the jaw and between the shoulder blades; stuck on a stairlift or in a cellar; a fake official
// inside), and lowered a danger word whose every sentence tells it as a fear or a precaution (the spray
// by the bed in case), a neighbour's night that help came for, a programme, breathlessness only on
// exertion, an alarm dealt with on an earlier day; after which, 2026-11-26, the rules alone: unseen16
// 80.0/88.9/84.4%, unseen17 88.9/97.8/88.9%, unseen18 73.3/88.9/84.4%, recall 100% in each, false
// emergencies 0/0/0, 0/0/2, 0/0/0. Every other part scored as before.
// `unseen19` (3c5f6ff, a nineteenth author, asked for out and about and the world at the door: falls in
// town, driving, appointments, doorstep callers, scams) was scored three times, blind each time: no round
// saw it. With the rules after the self-harm and home rounds (36d67c4) and the model trained through
// unseen18: the rules alone: accuracy en/es/fr 60.0/62.2/80.0%, recall 60.0/60.0/80.0%, false
// emergencies 2/3/2; raised by the model: 82.2/82.2/86.7%, recall 93.3/100/100%, false emergencies 3/3/3
// (missed by both: savings lost to a 'safe account' scam, the tablets out on the table, 'I'm not going to
// be a burden'). After the third round (0a81846): the rules alone 62.2/64.4/84.4%, recall 66.7/66.7/80.0%,
// false emergencies 2/3/0. After a paraphrase sweep of the emergency signs (91c5c7e, 37eb4cf, b6cd4eb,
// 683754b: each sign said six ways in each language, with near-misses, none taken from a labelled call):
// the rules alone 64.4/64.4/84.4%, recall 73.3/66.7/80.0%, false emergencies 2/3/0; raised by the model
// 84.4/82.2/91.1%, recall 100/100/100%, false emergencies 3/3/1 (the tablets laid out beside 'not a
// burden' are now read). The model alone: 91.1/86.7/93.3%, recall 86.7/93.3/100%.
// `unseen20` (96e6e40, a twentieth author, asked for the body day to day and a bad line) was scored once,
// after the known-gaps round (6db2d3e), with the model trained through unseen19: the rules alone
// 77.8/62.2/66.7%, recall 73.3/46.7/80.0%, false emergencies 1/3/4; raised by the model 82.2/84.4/80.0%,
// recall 100/93.3/100%, false emergencies 2/3/4 (missed by both: a black toe with a fever, es); the model
// alone 84.4/97.8/93.3%, recall 100/93.3/93.3%, false emergencies 1/0/0. After its round (096f15e,
// 9067c25, 1072cc7: its signs read by kind, its false falls lowered with floors), the rules alone
// 88.9/86.7/80.0%, recall 100/100/100%, false emergencies 0/1/2; every other part scored as before.
// `unseen21` (827a704, a twenty-first author, asked for medicines and daily routines) was scored once,
// after that round and a floor fix (df36dac, a past sign said to go on now), with the model trained
// through unseen20: the rules alone 73.3/77.8/62.2%, recall 60.0/80.0/46.7%, false emergencies 1/2/1;
// raised by the model 88.9/84.4/84.4%, recall 93.3/93.3/93.3%, false emergencies 1/2/1 (missed by both: a
// lost count of paracetamol, en; methotrexate taken daily with mouth sores and a fever, es; a black
// curtain over one eye, fr); the model alone 91.1/88.9/93.3%, recall 86.7/86.7/93.3%, false emergencies 0/0/0.
// After its round (e18f338: a dose gone wrong read with the sign that makes it an emergency), the rules
// alone 86.7/84.4/80.0%, recall 100/100/100%, false emergencies 1/2/1; every other part scored as before.
// `unseen22` (e874632, a twenty-second author, asked for family, visitors and help at home) was scored
// once, after that round, with the model trained through unseen21: the rules alone 82.2/68.9/68.9%,
// recall 86.7/60.0/80.0%, false emergencies 3/0/5; raised by the model 86.7/86.7/82.2%, recall 100% in
// each, false emergencies 3/1/5; the model alone 93.3/93.3/97.8%, recall 93.3/100/100%, false
// emergencies 0/1/0. After a round on programmes and others' troubles (0933b57, ee6fe3c) and two floors
// (42bb9b7), none of which read unseen22: unseen20 88.9/86.7/82.2%, unseen21 86.7/86.7/82.2%, recall 100%
// and no false emergency in either; unseen22 and every other part as before. After its round (7f5e6e4 to
// c941a15: the household's emergencies read by their signs, others' troubles that help came for, an old
// fall with nothing since kept as history), the rules alone 91.1/88.9/91.1%, recall 100/100/100%, false
// emergencies 1/0/1; every other part scored as before.
// `unseen23` (9ab25e2, a twenty-third author, asked for the seasons and jobs about the house: heat, cold,
// power cuts, snow and ice, the garden, DIY, cooking, pets) was scored once, 2026-11-27, after that round,
// with the model trained through unseen22: the rules alone 71.1/66.7/84.4%, recall 66.7/80.0/93.3%, false
// emergencies 1/6/1; raised by the model 86.7/75.6/93.3%, recall 100% in each, false emergencies 2/7/2; the
// model alone 93.3/93.3/95.6%, recall 93.3/93.3/100%, false emergencies 1/1/1. After a floor fix (378276c: an
// old event said after "nothing since" to have happened again is today's) and its round (a07b13a to df94e48),
// the rules alone 93.3/95.6/100%, recall 100/100/100%, false emergencies 0/0/0 (es 97.8% after 'good only when
// understood' was kept for grammar scraps between '[inaudible]' tags); unseen22 en 93.3% and unseen11 es
// 95.6% (each up one case), every other part as before.
// `unseen24` (f2d06b4, a twenty-fourth author, asked for home from hospital and getting back on one's feet:
// wounds, clips, physio, new tablets, infection and clot signs) was scored once, 2026-11-27, after that round,
// with the model trained through unseen23: the rules alone 66.7/75.6/75.6%, recall 60.0/53.3/80.0%, false
// emergencies 2/2/2; raised by the model 73.3/82.2/88.9%, recall 93.3/86.7/100%, false emergencies 5/3/2; the
// model alone 82.2/88.9/97.8%, recall 93.3/80.0/100%, false emergencies 3/1/0. After its round (7b09405 to
// c02e935: a recovery's emergencies read by their signs, help received as a service, a tradesman at a job), the
// rules alone 91.1/97.8/97.8%, recall 100/100/100%, false emergencies 0/0/0; every other part scored as before.
// `unseen25` (1e11bcc, a twenty-fifth author, asked for hobbies, outings and time away from home) was scored once,
// 2026-11-27, after that round, with the model trained through unseen24: the rules alone 71.1/77.8/75.6%, recall
// 73.3/93.3/73.3%, false emergencies 2/4/3; raised by the model 84.4/86.7/82.2%, recall 100/100/93.3%, false
// emergencies 3/4/3; the model alone 95.6/97.8/95.6%, recall 100/100/93.3%, false emergencies 1/0/0.
// Then one safety fix (a gun fetched beside a family said to be simpler, in every language): fr rules alone 77.8%,
// recall 80.0%; every other part as before.
// After its round (e612143 to cf6bf97: questions back, a programme's or someone else's event, an outing's
// emergencies by their signs), the rules alone 97.8/100/97.8%, recall 100/100/100%, false emergencies 0/0/0.
// `unseen26` (43e5065, a twenty-sixth author, asked for everyday admin and gadgets: the post, the bank, scams, a
// tablet, the pendant and smoke alarms) was scored once, 2026-11-27, after that round, with the model trained
// through unseen25: the rules alone 75.6/80.0/75.6%, recall 80.0/93.3/73.3%, false emergencies 3/2/1; raised by
// the model 82.2/82.2/84.4%, recall 100/100/100%, false emergencies 6/6/2; the model alone 91.1/91.1/91.1%,
// recall 100/100/93.3%, false emergencies 3/4/1.
// After its round (d197e7b to b4a928c: safety gaps, unseen26's emergencies by their signs, a worry "what if I
// fell", someone else's fall gone by), the rules alone 97.8/91.1/84.4%, recall 100/100/100%, false emergencies 0/0/0.
// `unseen27` (4163540, a twenty-seventh author, asked for occasions and celebrations: birthdays, Christmas and Eid,
// weddings and funerals, the day after) was scored once, 2026-11-27, after that round, with the model trained
// through unseen26: the rules alone 66.7/82.2/73.3%, recall 80.0/100/80.0%, false emergencies 3/3/4; raised by the
// model 77.8/82.2/77.8%, recall 100/100/100%, false emergencies 5/4/4; the model alone 95.6/91.1/91.1%, recall
// 100/100/100%, false emergencies 2/1/0.
// After its round (22204bd to 84e851a: a smoke alarm still sounding, someone close taken ill, unseen27's emergencies
// by their signs, a remote past told with a year, a programme's people), the rules alone 80.0/86.7/82.2%, recall
// 100/100/100%, false emergencies 0/0/2.
// `unseen28` (9180823, a twenty-eighth author, asked for pets, the garden and the allotment: the dog, stings, ladders,
// the greenhouse, the vet) was scored once, 2026-11-27, after that round and its safety fix, with the model trained
// through unseen27: the rules alone 88.9/88.9/84.4%, recall 86.7/86.7/93.3%, false emergencies 2/1/2; raised by the
// model 86.7/84.4/86.7%, recall 100/100/100%, false emergencies 4/7/3; the model alone 88.9/84.4/93.3%, recall
// 93.3/93.3/100%, false emergencies 2/6/1.
// After its round (55f6dc0 to 38a7704: giving up a thing, a plan for whatever may come, a family story long ago,
// poison drunk by mistake, the way home not known, a stranger at the door, a near miss), the rules alone
// 100/100/100%, recall 100/100/100%, false emergencies 0/0/0; fr unseen27 rose to 86.7%.
// `unseen29` (f11f07e, a twenty-ninth author, asked for washing, dressing and the bathroom, and money worries) was
// scored once, 2026-11-27, on the rules after unseen28's round (38a7704), with the model trained through unseen28: the
// rules alone 84.4/82.2/77.8%, recall 66.7/73.3/80.0%, false emergencies 1/0/1; raised by the model 88.9/93.3/82.2%,
// recall 93.3/100/100%, false emergencies 2/0/3; the model alone 88.9/95.6/88.9%, recall 93.3/100/100%, false
// emergencies 2/0/3. Wired after the next round (9d5c22f to 99b9484: the services' word, whose fall; never fitted to
// it), which changed none of its readings. After its round (82c0137 to ab94651: an allergy's swelling said any way,
// a bathroom cleaner drunk, a muddle unlike the person, tried to get up and cannot, a cut that will not stop, tablets
// counted for others' sake, shut in and afraid), the rules alone 95.6/91.1/84.4%, recall 100/100/100%, false
// emergencies 1/0/1.
// `unseen30` (0401076, a thirtieth author, asked for the kitchen, cooking and meals, and the telephone and asking for
// help) was scored once, 2026-11-27, on the rules of 74d7dd1 and again at its wiring (1d01563, after round 31 on
// unseen29 and round 32 on everyday help and trouble told as over, both written without it), with the model trained
// through unseen29: the rules alone 68.9/75.6/82.2% then 71.1/75.6/82.2%, recall 53.3/66.7/80.0% then
// 60.0/66.7/80.0%, false emergencies 2/1/1; raised by the model 82.2/93.3/91.1%, recall 100/100/100%, false
// emergencies 2/1/2; the model alone 93.3/95.6/95.6%, recall 93.3/93.3/100%, false emergencies 0/1/1.
// After a first round on it (7a9ab40 to 92e03d5: tried to get up and cannot with words between, a new muddle, a pan
// alight or smoke now, a knock on the head, someone got in), the rules alone 82.2/82.2/84.4%, recall 93.3/86.7/86.7%.
// After a second round (9ecc75a to 11ec2d7, written without unseen31), the rules alone 88.9/88.9/91.1%, recall
// 100/100/100%, false emergencies 0/0/0.
// `unseen31` (063c0b3, a thirty-first author, asked for eyes, ears, teeth, feet and skin, and the doctor's, the
// chemist's and the hospital appointment) was scored once, 2026-11-27, on the rules of 9419d2a (before any round on
// it), with the model trained through unseen30: the rules alone 71.1/86.7/71.1%, recall 60.0/100/66.7%, false
// emergencies 1/2/0; raised by the model 86.7/91.1/84.4%, recall 100/100/93.3%, false emergencies 2/2/1; the model
// alone 93.3/97.8/93.3%, recall 93.3/100/93.3%, false emergencies 1/0/1.
// Round 34 (written without it, on unseen30) moved it: fr recall 73.3%, es one false emergency fewer. After
// its round (1d2b776 to 9d1f829, merged with round 34) and one fix from the lead's sweep (a2db7b9), the rules
// alone 93.3/97.8/95.6%, recall 93.3/100/100%, false emergencies 0/0/0; after the corn-solvent fix (fe7a723),
// 95.6/97.8/95.6%, recall 100/100/100%.
// `unseen32` (a85ff17, a thirty-second author, asked for looking after a partner and getting about the house) was
// scored once, 2026-11-27, on the rules of a5f4913 (before any round on it), with the model trained through
// unseen31: the rules alone 95.6/93.3/91.1%, recall 93.3/93.3/93.3%, false emergencies 0/1/2; raised by the model
// 91.1/95.6/91.1%, recall 100/100/100%, false emergencies 1/1/3; the model alone 91.1/100/93.3%, recall
// 93.3/100/93.3%, false emergencies 1/0/2.
// After its round (the lead's: a stranger inside going through things, a slip caught, the home help, words in the wrong
// order, another's pills from a shared box), the rules alone 97.8/97.8/95.6%, recall 100/100/100%, false emergencies 0/0/1.
// Then their fall read by its signs now and over on an earlier day (neighbour-fell-soup): 100/97.8/95.6%.
// `unseen33` (a4a50cc, a thirty-third author, asked for living remotely: the farm, the village and the coast) was scored
// once, 2026-11-27, on the rules of cba9ff9 (before any round on it), with the model trained through unseen32: the rules
// alone 77.8/88.9/86.7%, recall 66.7/86.7/86.7%, false emergencies 1/0/1; raised by the model 86.7/91.1/86.7%, recall
// 100/100/100%, false emergencies 4/1/3; the model alone 93.3/93.3/91.1%, recall 100/93.3/93.3%, false emergencies 3/1/2.
// After its round (the lead's: self-harm by a wall or a well, a deep wound pouring, a throat closing after a sting, the way
// back lost, someone in the barn, septic-tank fluid drunk), the rules alone 93.3/95.6/93.3%, recall 100/100/100%, no false
// emergency.
// `unseen34` (d6515f3, a thirty-fourth author, asked for the line and the listener: answers that wander) was scored once,
// 2026-11-27, on the rules of 7c838fa (before any round on it), with the model trained through unseen33: the rules alone
// 82.2/86.7/80.0%, recall 80.0/93.3/73.3%, false emergencies 1/1/1; raised by the model 91.1/95.6/93.3%, recall
// 100/100/100%, false emergencies 1/1/1; the model alone 100/97.8/97.8%, recall 100/100/100%, no false emergency.
// After its round (the lead's: a stroke told in French plainly, gas smelt, a spreading infection with fever, a muddle told
// by another voice, another's tablets by colour, a perfect tense no present), the rules alone 88.9/88.9/91.1%, recall
// 100/100/100%, false emergencies 1/1/0.
// `npm run bench` prints every part
// (infra/bench/assessor-scores.ts); `npm run eval:assessor` scores a Bedrock model on the same sets.
//   npx tsx functions/core/assessment/score-labelled-set.ts

export const CLASSES = ['emergency', 'concerning', 'good', 'unknown'] as const satisfies readonly HealthStatus[];
export const PARTS = ['tuned', 'held-out', 'fresh', 'blind', 'unseen', 'unseen2', 'unseen3', 'unseen4', 'unseen5', 'unseen6', 'unseen7', 'unseen8', 'unseen9', 'unseen10', 'unseen11', 'unseen12', 'unseen13', 'unseen14', 'unseen15', 'unseen16', 'unseen17', 'unseen18', 'unseen19', 'unseen20', 'unseen21', 'unseen22', 'unseen23', 'unseen24', 'unseen25', 'unseen26', 'unseen27', 'unseen28', 'unseen29', 'unseen30', 'unseen31', 'unseen32', 'unseen33', 'unseen34', 'unseen35', 'unseen36', 'unseen37', 'unseen38', 'unseen39', 'unseen40', 'unseen41', 'unseen42', 'unseen43', 'unseen44'] as const;
export type Part = (typeof PARTS)[number];

/** How each part is named in printed scores: the name says how far its figures can be trusted. */
export const PART_TITLES: Record<Part, string> = {
  tuned: 'tuned',
  'held-out': 'held-out (its failures informed general fixes)',
  fresh: 'held-out (fresh; its failures informed general fixes)',
  blind: 'held-out (blind; its failures informed general fixes)',
  unseen: 'held-out (unseen; first scored 2026-11-26, its failures then informed general fixes)',
  unseen2: 'held-out (unseen2; first scored 2026-11-26, its failures then informed general fixes)',
  unseen3: 'held-out (unseen3; first scored 2026-11-26, its failures then informed general fixes)',
  unseen4: 'held-out (unseen4; first scored 2026-11-26, its failures then informed general fixes)',
  unseen5: 'held-out (unseen5; first scored 2026-11-26, its failures then informed general fixes)',
  unseen6: 'held-out (unseen6; first scored 2026-11-26, its failures then informed general fixes)',
  unseen7: 'held-out (unseen7; first scored 2026-11-26, its failures then informed general fixes)',
  unseen8: 'held-out (unseen8; first scored 2026-11-26, its failures then informed general fixes)',
  unseen9: 'held-out (unseen9; first scored 2026-11-26, its failures then informed general fixes)',
  unseen10: 'held-out (unseen10; first scored 2026-11-26, its failures then informed general fixes)',
  unseen11: 'held-out (unseen11; first scored 2026-11-26, its failures then informed general fixes)',
  unseen12: 'held-out (unseen12; first scored 2026-11-26, its failures then informed general fixes)',
  unseen13: 'held-out (unseen13; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen14: 'held-out (unseen14; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen15: 'held-out (unseen15; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen16: 'held-out (unseen16; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen17: 'held-out (unseen17; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen18: 'held-out (unseen18; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen19: 'held-out (unseen19; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen20: 'held-out (unseen20; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen21: 'held-out (unseen21; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen22: 'held-out (unseen22; first scored 2026-11-26 with the word model, its failures then informed general fixes)',
  unseen23: 'held-out (unseen23; first scored 2026-11-27 with the word model, its failures then informed general fixes)',
  unseen24: 'held-out (unseen24; first scored 2026-11-27 with the word model, its failures then informed general fixes)',
  unseen25: 'held-out (unseen25; first scored 2026-11-27 with the word model, its failures then informed general fixes)',
  unseen26: 'held-out (unseen26; first scored 2026-11-27 with the word model, its failures then informed general fixes)',
  unseen27: 'held-out (unseen27; first scored 2026-11-27 with the word model)',
  unseen28: 'held-out (unseen28; first scored 2026-11-27 with the word model)',
  unseen29: 'held-out (unseen29; first scored 2026-11-27 with the word model)',
  unseen30: 'held-out (unseen30; first scored 2026-11-27 with the word model)',
  unseen31: 'held-out (unseen31; first scored 2026-11-27 with the word model)',
  unseen32: 'held-out (unseen32; first scored 2026-11-27 with the word model)',
  unseen33: 'held-out (unseen33; first scored 2026-11-27 with the word model)',
  unseen34: 'held-out (unseen34; first scored 2026-11-27 with the word model)',
  unseen35: 'held-out (unseen35; first scored 2026-11-27 with the word model)',
  unseen36: 'held-out (unseen36; first scored 2026-11-27 with the word model)',
  unseen37: 'held-out (unseen37; first scored 2026-11-27 with the word model)',
  unseen38: 'held-out (unseen38; first scored 2026-11-27 with the word model)',
  unseen39: 'held-out (unseen39; first scored 2026-11-28 with the word model)',
  unseen40: 'held-out (unseen40; first scored 2026-11-28 with the word model)',
  unseen41: 'held-out (unseen41; first scored 2026-11-28 with the word model)',
  unseen42: 'held-out (unseen42; first scored 2026-11-28 with the word model)',
  unseen43: 'held-out (unseen43; first scored 2026-11-28 with the word model)',
  unseen44: 'held-out (unseen44; first scored 2026-11-28 with the word model)',
};

export interface LabelledCase {
  id: string;
  label: HealthStatus;
  turns: TranscriptTurn[];
  /** Why the label is what it is, where a reviewer might ask. */
  note?: string;
}

export interface ClassScore {
  precision: number;
  recall: number;
  /** How many cases carry this label. */
  support: number;
}

export interface LabelledSetScore {
  cases: number;
  accuracy: number;
  /** Share of the emergencies assessed as emergencies: the figure that must stay at 100%. */
  emergencyRecall: number;
  /** Cases assessed as emergencies that are not: each one rings a family for nothing. */
  falseEmergencies: number;
  perClass: Record<HealthStatus, ClassScore>;
  /** confusion[label][predicted] = number of cases. */
  confusion: Record<HealthStatus, Record<HealthStatus, number>>;
  /** Every case whose prediction differs from its label. */
  misses: { id: string; label: HealthStatus; predicted: HealthStatus }[];
  /** Mean time to assess one transcript, in milliseconds. */
  msPerTranscript: number;
}

const isClass = (value: unknown): value is HealthStatus => CLASSES.includes(value as HealthStatus);
const isTurn = (value: unknown): value is TranscriptTurn => {
  const turn = value as TranscriptTurn | null;
  return typeof turn === 'object' && turn !== null && (turn.speaker === 'system' || turn.speaker === 'person') && typeof turn.text === 'string';
};

const RAW: Record<CallLanguage, Record<Part, unknown>> = {
  en: { tuned: tunedEn, 'held-out': heldOutEn, fresh: freshEn, blind: blindEn, unseen: unseenEn, unseen2: unseen2En, unseen3: unseen3En, unseen4: unseen4En, unseen5: unseen5En, unseen6: unseen6En, unseen7: unseen7En, unseen8: unseen8En, unseen9: unseen9En, unseen10: unseen10En, unseen11: unseen11En, unseen12: unseen12En, unseen13: unseen13En, unseen14: unseen14En, unseen15: unseen15En, unseen16: unseen16En, unseen17: unseen17En, unseen18: unseen18En, unseen19: unseen19En, unseen20: unseen20En, unseen21: unseen21En, unseen22: unseen22En, unseen23: unseen23En, unseen24: unseen24En, unseen25: unseen25En, unseen26: unseen26En, unseen27: unseen27En, unseen28: unseen28En, unseen29: unseen29En, unseen30: unseen30En, unseen31: unseen31En, unseen32: unseen32En, unseen33: unseen33En, unseen34: unseen34En, unseen35: unseen35En, unseen36: unseen36En, unseen37: unseen37En, unseen38: unseen38En, unseen39: unseen39En, unseen40: unseen40En, unseen41: unseen41En, unseen42: unseen42En, unseen43: unseen43En, unseen44: unseen44En },
  es: { tuned: tunedEs, 'held-out': heldOutEs, fresh: freshEs, blind: blindEs, unseen: unseenEs, unseen2: unseen2Es, unseen3: unseen3Es, unseen4: unseen4Es, unseen5: unseen5Es, unseen6: unseen6Es, unseen7: unseen7Es, unseen8: unseen8Es, unseen9: unseen9Es, unseen10: unseen10Es, unseen11: unseen11Es, unseen12: unseen12Es, unseen13: unseen13Es, unseen14: unseen14Es, unseen15: unseen15Es, unseen16: unseen16Es, unseen17: unseen17Es, unseen18: unseen18Es, unseen19: unseen19Es, unseen20: unseen20Es, unseen21: unseen21Es, unseen22: unseen22Es, unseen23: unseen23Es, unseen24: unseen24Es, unseen25: unseen25Es, unseen26: unseen26Es, unseen27: unseen27Es, unseen28: unseen28Es, unseen29: unseen29Es, unseen30: unseen30Es, unseen31: unseen31Es, unseen32: unseen32Es, unseen33: unseen33Es, unseen34: unseen34Es, unseen35: unseen35Es, unseen36: unseen36Es, unseen37: unseen37Es, unseen38: unseen38Es, unseen39: unseen39Es, unseen40: unseen40Es, unseen41: unseen41Es, unseen42: unseen42Es, unseen43: unseen43Es, unseen44: unseen44Es },
  fr: { tuned: tunedFr, 'held-out': heldOutFr, fresh: freshFr, blind: blindFr, unseen: unseenFr, unseen2: unseen2Fr, unseen3: unseen3Fr, unseen4: unseen4Fr, unseen5: unseen5Fr, unseen6: unseen6Fr, unseen7: unseen7Fr, unseen8: unseen8Fr, unseen9: unseen9Fr, unseen10: unseen10Fr, unseen11: unseen11Fr, unseen12: unseen12Fr, unseen13: unseen13Fr, unseen14: unseen14Fr, unseen15: unseen15Fr, unseen16: unseen16Fr, unseen17: unseen17Fr, unseen18: unseen18Fr, unseen19: unseen19Fr, unseen20: unseen20Fr, unseen21: unseen21Fr, unseen22: unseen22Fr, unseen23: unseen23Fr, unseen24: unseen24Fr, unseen25: unseen25Fr, unseen26: unseen26Fr, unseen27: unseen27Fr, unseen28: unseen28Fr, unseen29: unseen29Fr, unseen30: unseen30Fr, unseen31: unseen31Fr, unseen32: unseen32Fr, unseen33: unseen33Fr, unseen34: unseen34Fr, unseen35: unseen35Fr, unseen36: unseen36Fr, unseen37: unseen37Fr, unseen38: unseen38Fr, unseen39: unseen39Fr, unseen40: unseen40Fr, unseen41: unseen41Fr, unseen42: unseen42Fr, unseen43: unseen43Fr, unseen44: unseen44Fr },
};

/** One part of one language's set, checked: a malformed case fails loudly rather than being scored wrongly. */
export function loadLabelledSet(raw: unknown = RAW.en.tuned): LabelledCase[] {
  if (!Array.isArray(raw)) throw new Error('a labelled set must hold an array');
  return raw.map((item: unknown, i) => {
    const c = item as Partial<LabelledCase> | null;
    if (!c || typeof c.id !== 'string' || !isClass(c.label) || !Array.isArray(c.turns) || !c.turns.every(isTurn) || (c.note !== undefined && typeof c.note !== 'string')) {
      throw new Error(`labelled case #${i} (${String(c?.id)}) is malformed`);
    }
    return { id: c.id, label: c.label, turns: c.turns, ...(c.note !== undefined ? { note: c.note } : {}) };
  });
}

export function labelledSet(language: CallLanguage, part: Part): LabelledCase[] {
  return loadLabelledSet(RAW[language][part]);
}

/** Every language and part, in a fixed order. */
export function allLabelledSets(): { language: CallLanguage; part: Part; cases: LabelledCase[] }[] {
  return callLanguages.flatMap((language) => PARTS.map((part) => ({ language, part, cases: labelledSet(language, part) })));
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

/** Scores predictions against labels; `predicted[i]` is the status given to `cases[i]`. */
export function scorePredictions(cases: LabelledCase[], predicted: HealthStatus[], elapsedMs = 0): LabelledSetScore {
  const confusion = Object.fromEntries(CLASSES.map((l) => [l, Object.fromEntries(CLASSES.map((p) => [p, 0]))])) as LabelledSetScore['confusion'];
  const misses: LabelledSetScore['misses'] = [];
  cases.forEach((c, i) => {
    const p = predicted[i]!;
    confusion[c.label][p]++;
    if (p !== c.label) misses.push({ id: c.id, label: c.label, predicted: p });
  });
  const perClass = Object.fromEntries(
    CLASSES.map((k) => {
      const truePositives = confusion[k][k];
      const predictedAs = CLASSES.reduce((sum, l) => sum + confusion[l][k], 0);
      const support = CLASSES.reduce((sum, p) => sum + confusion[k][p], 0);
      return [k, { precision: ratio(truePositives, predictedAs), recall: ratio(truePositives, support), support }];
    }),
  ) as LabelledSetScore['perClass'];
  return {
    cases: cases.length,
    accuracy: ratio(cases.length - misses.length, cases.length),
    emergencyRecall: perClass.emergency.recall,
    falseEmergencies: CLASSES.filter((l) => l !== 'emergency').reduce((sum, l) => sum + confusion[l].emergency, 0),
    perClass,
    confusion,
    misses,
    msPerTranscript: cases.length === 0 ? 0 : elapsedMs / cases.length,
  };
}

/** The built-in assessor on one set, read in the set's language. */
export function scoreLabelledSet(cases: LabelledCase[] = loadLabelledSet(), language: CallLanguage = 'en'): LabelledSetScore {
  const started = performance.now();
  const predicted = cases.map((c) => assessTranscript(c.turns, language).healthStatus);
  return scorePredictions(cases, predicted, performance.now() - started);
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** One line of figures: accuracy, emergency recall, false emergencies (and per 100 cases). */
export function headline(score: LabelledSetScore): string {
  const per100 = score.cases === 0 ? 0 : (100 * score.falseEmergencies) / score.cases;
  return `accuracy ${pct(score.accuracy)} · emergency recall ${pct(score.emergencyRecall)} (${score.perClass.emergency.support} emergencies) · false emergencies ${score.falseEmergencies} (${per100.toFixed(1)} per 100 cases)`;
}

export function formatScoreTable(score: LabelledSetScore, title = `Built-in assessor on the labelled set (${score.cases} transcripts)`): string {
  const lines = [
    `### ${title}`,
    '',
    `${headline(score)} · ${score.msPerTranscript.toFixed(3)} ms per transcript`,
    '',
    `| label \\ assessed | ${CLASSES.join(' | ')} |`,
    `| --- | ${CLASSES.map(() => '---:').join(' | ')} |`,
    ...CLASSES.map((l) => `| ${l} | ${CLASSES.map((p) => score.confusion[l][p]).join(' | ')} |`),
  ];
  if (score.misses.length > 0) {
    lines.push('', 'Misassessed:', ...score.misses.map((m) => `- ${m.id}: labelled ${m.label}, assessed ${m.predicted}`));
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { language, part, cases } of allLabelledSets()) {
    console.log(`${formatScoreTable(scoreLabelledSet(cases, language), `${language}, ${PART_TITLES[part]} (${cases.length} cases)`)}\n`);
  }
}
