import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentHistoryQuery,
  type PaymentForm,
  type PaymentHistoryQuery,
  type PaymentTypeForm,
  type PaymentVerifyForm,
} from '@portal/domain';
import { api } from '../../shell/api';
import { downloadCsv } from '../../shell/downloadCsv';

/** The payment calls of docs/api.md, "Payment", as query and mutation hooks. */
const keys = {
  all: ['payments'] as const,
  types: ['payments', 'types'] as const,
  history: (query: unknown) => ['payments', 'history', query] as const,
  receipt: (id: string) => ['payments', 'receipt', id] as const,
  /** The admin's feature switches: the same cache entry as the settings page's. */
};

export const usePaymentTypes = () =>
  useQuery({
    queryKey: keys.types,
    queryFn: async () => (await api.get('/payment/types')).data,
  });

export const useAddPaymentType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PaymentTypeForm) => api.post('/payment/type', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useDeletePaymentType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/payment/type/{id}', undefined, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

/** The history's filters as the API takes them: the domain schema fills in the defaults and drops blanks. */
export const toHistoryQuery = (request: PaymentHistoryQuery) => paymentHistoryQuery.parse(request);

/** One page of the history; the previous page stays on screen while the next loads. */
export const usePaymentHistory = (request: PaymentHistoryQuery, enabled = true) => {
  const query = toHistoryQuery(request);
  return useQuery({
    queryKey: keys.history(query),
    queryFn: () => api.get('/payment/history', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** Every payment the filters match, as a CSV file (format=csv), with the same bearer token. */
export const downloadPaymentsCsv = (request: PaymentHistoryQuery): Promise<void> =>
  downloadCsv('/payment/history', toHistoryQuery({ ...request, page: 1 }), 'payments.csv');

export const useReceipt = (id: string) =>
  useQuery({
    queryKey: keys.receipt(id),
    queryFn: async () => (await api.get('/payment/receipt/{paymentId}', { params: { paymentId: id } })).data,
  });

export const createOrder = async (form: PaymentForm) => (await api.post('/payment/razorpay', form)).data;
export const verifyPayment = (answer: PaymentVerifyForm) => api.post('/payment/verify', answer);

/** Refreshes every payment list after a payment. */
export const useRefreshPayments = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
};
