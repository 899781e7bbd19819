import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '@/shared/api-types.ts';
import { notificationSettingsOf, type NotificationSettings } from '@/shared/schemas/notification-settings.ts';
import { notify } from '../../app/notify.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

const SWITCHES: { key: keyof NotificationSettings; label: string; help: string }[] = [
  { key: 'alerts', label: 'When my contacts are alerted', help: 'What happened and who was reached, as soon as the alerts end.' },
  { key: 'afterEachCheckIn', label: 'After every check-in call', help: 'The short notes of each call, answered or not.' },
  { key: 'weeklySummary', label: 'Weekly summary', help: 'Calls, answers and health over the week, every Monday.' },
];

const saveSettings = (settings: NotificationSettings) => api.put<{ notifications: NotificationSettings }>('/api/user/notification-settings', settings);

/** The three email switches on /profile; each change is saved at once. */
export function EmailSettings({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const settings = notificationSettingsOf(user);
  // A refused change redraws the switches, so none is left showing a value that was not saved.
  const [redraws, setRedraws] = useState(0);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: ({ notifications }) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQuery.queryKey, (old) => (old ? { ...old, notifications } : old));
      notify({ title: 'Email settings saved', description: 'CareCall will email you as you chose.' });
    },
    onError: (error) => {
      setRedraws((n) => n + 1);
      notify({ title: 'Email settings not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <Card.Root mt="6" as="section" aria-labelledby="email-settings">
      <Card.Body gap="4">
        <Heading as="h2" id="email-settings" fontSize="xl">
          Emails from CareCall
        </Heading>
        <Text color="fg.muted">Sent to {user.email}. Emails never include recordings or what was said on the call.</Text>
        <Stack gap="4">
          {SWITCHES.map(({ key, label, help }) => (
            <Switch.Root
              key={`${key}-${redraws}`}
              checked={settings[key]}
              disabled={save.isPending}
              onCheckedChange={(details) => save.mutate({ ...settings, [key]: details.checked })}
              alignItems="flex-start"
              gap="3"
              minH="11"
            >
              <Switch.HiddenInput aria-describedby={`email-setting-${key}`} />
              <Switch.Control mt="1" />
              <Stack gap="0">
                <Switch.Label textStyle="md">{label}</Switch.Label>
                <Text id={`email-setting-${key}`} textStyle="sm" color="fg.muted">
                  {help}
                </Text>
              </Stack>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
