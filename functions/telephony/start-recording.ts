// A call placed by CareCall is recorded by the Calls API (Record=true); a call someone makes to
// the CareCall number has no such parameter, so its TwiML starts the recording first
// (<Start><Recording>), with the same recording webhook, and the greeting's recording notice is true.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The TwiML with <Start><Recording> before anything it says. */
export function startingRecording(twiml: string, recordingCallbackUrl: string): string {
  const start =
    `<Start><Recording recordingStatusCallback="${escape(recordingCallbackUrl)}" ` +
    'recordingStatusCallbackMethod="POST" recordingStatusCallbackEvent="completed" channels="mono"/></Start>';
  return twiml.replace('<Response>', `<Response>${start}`);
}
