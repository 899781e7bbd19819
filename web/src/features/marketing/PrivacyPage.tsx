import { Text } from '@chakra-ui/react';
import { LegalPage } from './LegalPage.tsx';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated="2026"
      intro={
        <Text>
          CareCall listens to how someone is feeling. That is health information, and we treat it with care. This page
          says, in plain words, what we record, why, and who can see it.
        </Text>
      }
      sections={[
        {
          title: 'What we record',
          body: (
            <ul>
              <li>Your account: your name, username, email address, phone number and, if you give it, your address.</li>
              <li>Your settings: call schedules, the phone numbers we call, and your emergency contacts.</li>
              <li>
                Every check-in call: when it happened, whether it was answered, how long it lasted, a recording, a written
                transcription, the health status (Good, Concerning, Emergency or Unknown) and a short summary written by
                our AI assessment.
              </li>
              <li>Every call we make to an emergency contact, and whether they confirmed they would help.</li>
            </ul>
          ),
        },
        {
          title: 'Who can see it',
          body: (
            <>
              <Text>
                Only you, when you are logged in to your account. Your emergency contacts are told what happened (for
                example a missed check-in or a reported emergency) when we call them, but they cannot see recordings,
                transcriptions or your account.
              </Text>
              <Text>
                A small number of CareCall staff can reach the data when you ask us for help or when something has gone
                wrong with a call. We do not sell your data, and we do not use it for advertising.
              </Text>
            </>
          ),
        },
        {
          title: 'Services we rely on',
          body: (
            <Text>
              Calls and text messages are placed through our telephone provider. Recordings are turned into text by a
              speech-to-text service, and the AI assessment runs on a cloud AI service. These providers process the data
              only to do that work for us. Data is stored with our cloud provider and is encrypted.
            </Text>
          ),
        },
        {
          title: 'What we never do',
          body: (
            <ul>
              <li>We never write transcriptions, recordings or health summaries into technical logs or web addresses.</li>
              <li>We never store your password itself, only a scrambled form of it that cannot be turned back.</li>
              <li>We never call a phone number you have not given us.</li>
            </ul>
          ),
        },
        {
          title: 'How long we keep it',
          body: (
            <Text>
              Call history (times, answers, notes and who was alerted) is kept for 400 days, then deleted. Recordings are
              kept for 90 days, then deleted. Deleting your account deletes everything at once.
            </Text>
          ),
        },
        {
          title: 'Your choices',
          body: (
            <Text>
              You can change your details, pause or delete a schedule, and remove contacts at any time in your account. On
              your profile page you can download everything we keep about your account, and delete your account: your call
              records, recordings and contacts are deleted straight away.
            </Text>
          ),
        },
        {
          title: 'Questions',
          body: (
            <Text>
              Email support@carecall.example or call 1-800-555-0123, Monday to Friday, 9 AM to 5 PM Eastern.
            </Text>
          ),
        },
      ]}
    />
  );
}
