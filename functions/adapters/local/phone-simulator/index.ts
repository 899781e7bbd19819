// The local twin of Twilio and the phone network; infra/local/simulator serves it over HTTP.
export {
  PhoneSimulator,
  type CallStatus,
  type ControlOutcome,
  type PhoneSimulatorOptions,
  type SimCallDetail,
  type SimListEntry,
  type SimLogEntry,
  type SimStatus,
  type TranscriptLine,
} from './phone-simulator.ts';
export {
  BEHAVIOURS,
  DEFAULT_PHONE,
  DEFAULT_SIMULATOR_SETTINGS,
  isE164,
  parsePhoneSettings,
  parseSimulatorSettings,
  phoneKey,
  type PhoneBehaviour,
  type PhoneSettings,
  type SettingsResult,
  type SimulatorSettings,
} from './phone-settings.ts';
export { parseTwiml, spokenText, TwimlError, type TwimlElement } from './twiml.ts';
export { silentWav, toneWav } from './wav.ts';
