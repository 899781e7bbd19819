import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '../../../../shared/api-types.ts';
import type { LoginPayload, RegistrationPayload, ResetPasswordPayload } from '../../../../shared/schemas/index.ts';
import { notify } from '../../app/notify.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { currentUserQuery } from './current-user.ts';

export const login = (payload: LoginPayload) => api.post<CurrentUser>('/api/auth/login', payload);
export const register = (payload: RegistrationPayload) => api.post<CurrentUser>('/api/auth/register', payload);
export const logout = () => api.post<unknown>('/api/auth/logout', {});
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/api/auth/forgot-password', { email });
export const resetPassword = (payload: ResetPasswordPayload) => api.post<{ message: string }>('/api/auth/reset-password', payload);

/** Logs out, forgets every cached answer of the old session and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      await navigate({ to: '/' });
      notify({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (error) => {
      notify({ title: 'Logout failed', description: errorMessage(error, 'Could not log out'), variant: 'destructive' });
    },
  });
}
