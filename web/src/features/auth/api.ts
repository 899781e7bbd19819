import type { CurrentUser } from '@/shared/api-types.ts';
import type { LoginPayload, RegistrationPayload, ResetPasswordPayload } from '@/shared/schemas/index.ts';
import { api } from '../../lib/api.ts';

export const login = (payload: LoginPayload) => api.post<CurrentUser>('/api/auth/login', payload);
export const register = (payload: RegistrationPayload) => api.post<CurrentUser>('/api/auth/register', payload);
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/api/auth/forgot-password', { email });
export const resetPassword = (payload: ResetPasswordPayload) => api.post<{ message: string }>('/api/auth/reset-password', payload);

