import { Text } from '@chakra-ui/react';
import { LegalPage } from './LegalPage.tsx';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      updated="2026"
      intro={
        <Text>
          These terms explain what CareCall does, what it does not do, and what we ask of you. We have kept them short
          and plain.
        </Text>
      }
      sections={[
        {
          title: 'CareCall is not an emergency service',
          body: (
            <Text>
              CareCall helps families notice when someone may need help. It does not replace emergency services, medical
              care or a personal alarm. If someone is in danger, call your local emergency number straight away.
            </Text>
          ),
        },
        {
          title: 'What the service does',
          body: (
            <ul>
              <li>Places check-in calls at the times you set, to the numbers you give us.</li>
              <li>Uses an AI assessment to summarise each call. The assessment can be wrong; read the summary as a guide, not a diagnosis.</li>
              <li>Calls your emergency contacts in your order when a call is missed or help is needed, and texts them if nobody is reached.</li>
            </ul>
          ),
        },
        {
          title: 'What we ask of you',
          body: (
            <ul>
              <li>Only set up calls to people who know about CareCall and agree to receive the calls.</li>
              <li>Only add emergency contacts who have agreed to be called.</li>
              <li>Keep phone numbers up to date, and keep your password to yourself.</li>
            </ul>
          ),
        },
        {
          title: 'Plans',
          body: (
            <Text>
              Each plan allows a number of calls per month and a number of emergency contacts, as shown on the Services
              page. In this version there is no payment step: choosing a plan starts it and nothing is charged. You can
              switch plans at any time.
            </Text>
          ),
        },
        {
          title: 'When things go wrong',
          body: (
            <Text>
              Telephone networks and computers sometimes fail. We work hard to place every call on time and we retry
              missed calls, but we cannot promise that every call will go through. If you notice a problem, tell us and we
              will look into it.
            </Text>
          ),
        },
        {
          title: 'Ending the service',
          body: (
            <Text>
              You can pause or delete your schedules at any time, cancel your plan, and delete your account on your profile page.
            </Text>
          ),
        },
      ]}
    />
  );
}
