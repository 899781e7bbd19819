import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CancelPlanButton } from '../../components/CancelPlanButton.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { EXPORT_PATH } from './leaving-api.ts';

/** The "Leave CareCall" area of /profile: take one's data, end the plan, delete the account. */
export function LeaveCareCall() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="leave-carecall" mt="8">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" id="leave-carecall" size="lg">
            Leave CareCall
          </Heading>
          <Text color="fg.muted">
            Your data is yours. Download everything CareCall keeps about your account as a file, stop the calls by cancelling
            your plan, or delete your account and everything in it.
          </Text>
          {/* Flex, not Wrap: Chakra's Wrap pulls ~13 KB gzip into the first-load chunk. */}
          <Flex wrap="wrap" gap="3">
            <Button asChild variant="outline">
              {/* A plain download: the server answers the file as an attachment. */}
              <a href={EXPORT_PATH} download>
                Download my data
              </a>
            </Button>
            <CancelPlanButton />
            <Button colorPalette="red" onClick={() => setDeleting(true)}>
              Delete my account
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card.Root>
  );
}
