import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type Gatepass, type GatepassEditForm, type GatepassRequestForm } from '@portal/domain';
import { api } from '../../shell/api';
import { requestApi } from '../../kit/requests/requestApi';
import type { EditableKind } from '../../kit/requests/RequestEditDialog';
import type { GatepassFields } from './gatepassForm';
import { GATEPASS_FIELD_LABELS } from './gatepassLabels';

/** The gate pass calls of docs/api.md, "Gate pass and leave": the shared request calls and the public view. */
export const gatepassApi = requestApi<Gatepass, GatepassRequestForm, GatepassEditForm>('gatepass', {
  own: '/gatepass',
  request: '/gatepass/request',
  edit: '/gatepass/edit',
  cancel: '/gatepass/cancel',
  approverList: '/faculty/gatepass',
  decide: '/faculty/gatepass/{id}/{decision}',
  approveMany: '/faculty/gatepass/approve',
});

/** One gate pass and several, in the kit's sentences. */
export const PASS_NOUNS = { one: 'gate pass', many: 'gate passes' };

/** What the edit dialog needs of gate passes. */
export const editablePass: EditableKind<Gatepass, GatepassEditForm, GatepassFields> = {
  api: gatepassApi,
  title: 'Edit gate pass',
  labels: GATEPASS_FIELD_LABELS,
  updatedMessage: MESSAGES.gatepassUpdated,
};

/** The public view: no token, and the page itself says 'GATEPASS NOT FOUND!!!'. */
export const useGatepassView = (id: string) =>
  useQuery({
    queryKey: ['gatepass', 'view', id],
    queryFn: async () => (await api.get('/gatepass/view/{id}', { params: { id }, public: true })).data,
    meta: { silent: true },
  });
