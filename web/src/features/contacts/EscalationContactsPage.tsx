import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, Info, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { EscalationContact } from '@/shared/api-types.ts';
import { formatPhone } from '@/shared/phone.ts';
import { ActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { ConfirmDialog } from '../../components/AppDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { contactsQuery } from '../../lib/account-queries.ts';
import { sortByPriority } from '../../lib/ordering.ts';
import { useDeleteContact, useReorderContacts, useSetContactActive } from './api.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { canMove, nextPriority, planMove, type Direction } from './reorder.ts';

const route = getRouteApi('/account/escalation-contacts');

interface CardActions {
  onEdit: (contact: EscalationContact) => void;
  onDelete: (contact: EscalationContact) => void;
  onMove?: (contact: EscalationContact, direction: Direction) => void;
  moving: boolean;
  all: EscalationContact[];
}

/** What became of the one text telling a new contact they were added (sent when first active). */
export const WELCOME_TEXT_NOTE: Record<NonNullable<EscalationContact['welcomeText']>['status'], string> = {
  sent: 'We texted them that you added them.',
  refused: 'This number cannot receive texts, so we could not tell them by text that you added them.',
  failed: 'We could not text them that you added them. Please let them know yourself.',
  'not-configured': 'Texts are not set up here, so they were not told by text.',
};

function ContactCard({ contact, actions }: { contact: EscalationContact; actions: CardActions }) {
  const setActive = useSetContactActive();
  const titleId = `contact-${contact.id}`;
  const phone = formatPhone(contact.phoneNumber);
  return (
    <Card.Root as="li" listStyleType="none" aria-labelledby={titleId} data-contact-id={contact.id}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="4" flexWrap="wrap">
          <HStack gap="3" align="start">
            <Badge size="lg" colorPalette={contact.isActive ? 'blue' : 'gray'} variant="solid">
              <Box as="span" srOnly>
                Priority{' '}
              </Box>
              #{contact.priority}
            </Badge>
            <Box>
              <Heading as="h3" id={titleId} fontSize="lg">
                {contact.name}
              </Heading>
              <Text color="fg.muted">{contact.relationship}</Text>
              <Text>{phone}</Text>
              {contact.email && <Text wordBreak="break-all">{contact.email}</Text>}
              {contact.welcomeText && <Text color="fg.muted">{WELCOME_TEXT_NOTE[contact.welcomeText.status]}</Text>}
            </Box>
          </HStack>
          <ActiveSwitch
            name={contact.name}
            checked={contact.isActive}
            disabled={setActive.isPending}
            onChange={(isActive) => setActive.mutate({ id: contact.id, isActive })}
          />
        </Flex>
        <HStack gap="2" flexWrap="wrap">
          {actions.onMove && (
            <>
              <IconButton
                variant="outline"
                aria-label={`Move ${contact.name} up`}
                data-move={`${contact.id}:up`}
                disabled={actions.moving || !canMove(actions.all, contact, 'up')}
                onClick={() => actions.onMove?.(contact, 'up')}
              >
                <ArrowUp aria-hidden="true" />
              </IconButton>
              <IconButton
                variant="outline"
                aria-label={`Move ${contact.name} down`}
                data-move={`${contact.id}:down`}
                disabled={actions.moving || !canMove(actions.all, contact, 'down')}
                onClick={() => actions.onMove?.(contact, 'down')}
              >
                <ArrowDown aria-hidden="true" />
              </IconButton>
            </>
          )}
          <Button variant="outline" onClick={() => actions.onEdit(contact)}>
            <Pencil aria-hidden="true" /> Edit<Box as="span" srOnly> {contact.name}</Box>
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => actions.onDelete(contact)}>
            <Trash2 aria-hidden="true" /> Delete<Box as="span" srOnly> {contact.name}</Box>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; contact: EscalationContact };

export default function EscalationContactsPage() {
  const contacts = useQuery(contactsQuery);
  const reorder = useReorderContacts();
  const deleteContact = useDeleteContact();
  const search = route.useSearch();
  const navigate = useNavigate();
  // The dashboard's "Add Emergency Contact" opens this page with ?add=true: the add dialog is open.
  const [editing, setEditing] = useState<Editing>(() => (search.add ? { mode: 'add' } : { mode: 'closed' }));
  const [deleting, setDeleting] = useState<EscalationContact | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; direction: Direction } | undefined>(undefined);

  // ...and the address drops ?add=true, so that reloading the page does not open it again.
  useEffect(() => {
    if (search.add) void navigate({ to: '/escalation-contacts', search: {}, replace: true });
  }, [search.add, navigate]);

  const all = sortByPriority(contacts.data ?? []);
  const active = all.filter((contact) => contact.isActive);
  const inactive = all.filter((contact) => !contact.isActive);

  // After a move the list re-renders in its new order: keep focus on the button that was pressed,
  // or on its partner when that one can no longer be used.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || reorder.isPending) return;
    refocus.current = undefined;
    const other: Direction = wanted.direction === 'up' ? 'down' : 'up';
    const button = [wanted.direction, other]
      .map((direction) => document.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
  }, [contacts.data, reorder.isPending]);

  const move = (contact: EscalationContact, direction: Direction) => {
    const changes = planMove(all, contact.id, direction);
    if (changes.length === 0) return;
    refocus.current = { id: contact.id, direction };
    reorder.mutate(changes, {
      onSuccess: () => setAnnouncement(`${contact.name} is now priority ${changes[0]?.priority}.`),
    });
  };

  const actions: CardActions = {
    onEdit: (contact) => setEditing({ mode: 'edit', contact }),
    onDelete: setDeleting,
    moving: reorder.isPending,
    all,
  };

  return (
    <>
      <PageHeader
        title="Escalation Contacts"
        subtitle="Manage your emergency contacts for missed check-in calls"
        actions={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <UserPlus aria-hidden="true" /> Add Contact
          </Button>
        }
      />
      <Stack gap="8">
        <Alert.Root status="info">
          <Alert.Indicator>
            <Info aria-hidden="true" />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>How Escalation Works</Alert.Title>
            <Alert.Description>
              If the person you care for doesn't answer a check-in call, or says they need help, CareCall calls your active
              contacts one at a time in priority order, starting with #1, until someone confirms they will check on them.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>

        <Box as="section" aria-labelledby="active-contacts">
          <Heading as="h2" id="active-contacts" fontSize="xl" mb="4">
            Active Contacts ({active.length})
          </Heading>
          {contacts.isPending ? (
            <Stack gap="4" aria-busy="true" aria-label="Loading contacts">
              <Skeleton height="28" />
              <Skeleton height="28" />
              <Skeleton height="28" />
            </Stack>
          ) : contacts.isError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>We could not load your contacts. {contacts.error.message}</Alert.Description>
            </Alert.Root>
          ) : active.length === 0 ? (
            <Card.Root>
              <Card.Body gap="3" alignItems="start">
                <Heading as="h3" fontSize="lg">
                  No active contacts
                </Heading>
                <Text>Nobody will be called if a check-in is missed. Add someone you trust.</Text>
                <Button onClick={() => setEditing({ mode: 'add' })}>
                  <UserPlus aria-hidden="true" /> Add Your First Contact
                </Button>
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack as="ul" gap="4" aria-label="Active contacts in calling order">
              {active.map((contact) => (
                <ContactCard key={contact.id} contact={contact} actions={{ ...actions, onMove: move }} />
              ))}
            </Stack>
          )}
        </Box>

        {inactive.length > 0 && (
          <Box as="section" aria-labelledby="inactive-contacts">
            <Heading as="h2" id="inactive-contacts" fontSize="xl" mb="4">
              Inactive Contacts ({inactive.length})
            </Heading>
            <Stack as="ul" gap="4">
              {inactive.map((contact) => (
                <ContactCard key={contact.id} contact={contact} actions={actions} />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>

      <ContactDialog
        open={editing.mode !== 'closed'}
        onClose={() => setEditing({ mode: 'closed' })}
        contact={editing.mode === 'edit' ? editing.contact : undefined}
        newPriority={nextPriority(all)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title="Delete contact?"
        message="Are you sure you want to delete this emergency contact? They will no longer be called if you miss a check-in or report an emergency."
        confirmLabel="Delete"
        busy={deleteContact.isPending}
        onConfirm={() => {
          if (deleting) deleteContact.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) });
        }}
      />
    </>
  );
}
