/** A valid PCM WAV file of silence (8 kHz, 16-bit, mono): what a simulated recording serves. */
export function silentWav(durationMs = 100, sampleRate = 8000): Buffer {
  const samples = Math.max(1, Math.round((sampleRate * durationMs) / 1000));
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

/**
 * A short, audible PCM WAV (8 kHz, 16-bit, mono): two soft tones, what a simulated call's recording
 * sounds like, so that playing it in the browser is heard and its length is real.
 */
export function toneWav(durationMs = 1500, sampleRate = 8000): Buffer {
  const wav = silentWav(durationMs, sampleRate);
  const samples = (wav.length - 44) / 2;
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    const frequency = i < samples / 2 ? 440 : 660;
    // A short fade at each end avoids clicks.
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    wav.writeInt16LE(Math.round(Math.sin(2 * Math.PI * frequency * t) * 6000 * fade), 44 + i * 2);
  }
  return wav;
}
