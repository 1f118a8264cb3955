import { useMutation } from '@tanstack/react-query';
import type { SignUpForm } from '@portal/domain';
import { api } from '../../shell/api';

/** The public auth calls of docs/api.md, "Calls". Screens toast the outcome themselves. */

export const useSignIn = () =>
  useMutation({
    mutationFn: (form: { email: string; password: string }) =>
      api.post('/auth/signin', form, { public: true, key: 'auth/signin' }),
  });

export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: (googleToken: string) =>
      api.post('/auth/googlelogin', { googleToken }, { public: true, key: 'auth/googlelogin' }),
  });

export const useSignUp = () =>
  useMutation({
    mutationFn: (form: SignUpForm) => api.post('/auth/signup', form, { public: true, key: 'auth/signup' }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api.post('/auth/forgot-password', { email }, { public: true }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (form: { token: string; password: string; confirm: string }) =>
      api.post('/auth/reset-password', form, { public: true }),
  });
