import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscalationContact } from '@/shared/api-types.ts';
import type { ContactForm } from '@/shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { contactsQuery } from '../../lib/account-queries.ts';
import { api, errorMessage } from '../../lib/api.ts';
import type { PriorityChange } from './reorder.ts';

const FIXED_USER_ID = 1;
const contactPath = (id: string) => `/api/user/escalation-contacts/${encodeURIComponent(id)}`;

function useRefetchContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsQuery.queryKey });
}

export function useSaveContact() {
  const refetch = useRefetchContacts();
  return useMutation({
    mutationFn: ({ id, contact }: { id?: string; contact: ContactForm }) => {
      // An empty email is sent as "" so that editing can remove a stored address.
      const payload = { ...contact, email: contact.email ?? '', userId: FIXED_USER_ID };
      return id ? api.put<EscalationContact>(contactPath(id), payload) : api.post<EscalationContact>('/api/user/escalation-contacts', payload);
    },
    onSuccess: async (_saved, { id }) => {
      await refetch();
      notify(
        id
          ? { title: 'Contact updated', description: 'Your escalation contact has been updated successfully' }
          : { title: 'Contact added', description: 'Your new escalation contact has been added' },
      );
    },
    onError: (error) => {
      notify({ title: 'Error', description: errorMessage(error, 'Something went wrong'), variant: 'destructive' });
    },
  });
}

export function useSetContactActive() {
  const refetch = useRefetchContacts();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.put<EscalationContact>(contactPath(id), { isActive }),
    onSuccess: async () => {
      await refetch();
      notify({ title: 'Contact updated', description: 'Contact activation status has been updated successfully.' });
    },
    onError: (error) => {
      notify({ title: 'Update failed', description: errorMessage(error, 'Failed to update contact status'), variant: 'destructive' });
    },
  });
}

/** Applies a reorder as separate priority updates, one after the other (docs/screens-and-data.md, "States and transitions"). */
export function useReorderContacts() {
  const refetch = useRefetchContacts();
  return useMutation({
    mutationFn: async (changes: readonly PriorityChange[]) => {
      for (const change of changes) await api.put<EscalationContact>(contactPath(change.id), { priority: change.priority });
    },
    onSuccess: async () => {
      await refetch();
      notify({ title: 'Priority updated', description: 'Contact calling priority has been updated.' });
    },
    onError: async (error) => {
      // Half a swap may have been saved: show what the server holds now.
      await refetch();
      notify({ title: 'Update failed', description: errorMessage(error, 'Failed to update contact priority'), variant: 'destructive' });
    },
  });
}

export function useDeleteContact() {
  const refetch = useRefetchContacts();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(contactPath(id)),
    onSuccess: async () => {
      await refetch();
      notify({ title: 'Contact deleted', description: 'Contact has been deleted successfully.' });
    },
    onError: (error) => {
      notify({ title: 'Delete failed', description: errorMessage(error, 'Failed to delete contact'), variant: 'destructive' });
    },
  });
}
