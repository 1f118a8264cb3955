import { useNavigate } from 'react-router';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import type { RequestApi } from './requestApi';

/**
 * Sends a new request of one kind from its form: on success the server's message (or `submitted`)
 * and back to the kind's list; on failure the server's message, or `failed` when it gave none.
 */
export function useSubmitRequest<Form>(
  api: Pick<RequestApi<never, Form, unknown>, 'useRequest'>,
  { listPath, submitted, failed }: { listPath: string; submitted: string; failed: string },
) {
  const navigate = useNavigate();
  const request = api.useRequest();
  const submit = (form: Form) =>
    request.mutate(form, {
      onSuccess: (result) => {
        notify.success(result.msg || submitted);
        void navigate(listPath);
      },
      onError: (error) => notify.error(failureMessage(error, failed)),
    });
  return { submit, isPending: request.isPending };
}
