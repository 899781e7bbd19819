import { Box, Text } from '@chakra-ui/react';
import type { CallLog } from '@/shared/api-types.ts';

/**
 * The call's recording, when CareCall keeps one: the browser asks the recording route only when
 * played (preload none), which answers a short-lived link to the audio for the call's owner.
 */
export function RecordingPlayer({ log, time }: { log: Pick<CallLog, 'recording'>; time: string }) {
  if (!log.recording) return null;
  return (
    <Box>
      <Text fontWeight="medium" mb="1">
        Play recording
      </Text>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a phone recording has no caption file; the call's transcript is its text, shown beside it */}
      <audio
        controls
        preload="none"
        src={log.recording}
        aria-label={`Play recording of the call at ${time}`}
        style={{ width: '100%', maxWidth: '28rem', minHeight: '44px' }}
      >
        Your browser cannot play this recording.
      </audio>
    </Box>
  );
}
