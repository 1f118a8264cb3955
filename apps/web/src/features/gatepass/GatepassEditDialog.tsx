import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Gatepass } from '@portal/domain';
import { fromDateAndTimeFields, toDateAndTimeFields } from '../../shell/dates';
import { RequestEditDialog } from '../../kit/requests/RequestEditDialog';
import { GatepassFields } from './GatepassFields';
import { editablePass } from './gatepassApi';
import { gatepassFields, type GatepassFields as Fields } from './gatepassForm';

/**
 * Edit or delete a pass that is not approved (docs/rules.md, "Gate passes"): change the description
 * and time, or cancel it after 'Are you sure you want to delete this?'. A blank description is
 * refused with an alert in the dialog.
 */
export function GatepassEditDialog({ gatepass, onClose }: { gatepass: Gatepass; onClose: () => void }) {
  const { description, time } = gatepass;
  const form = useForm({
    resolver: zodResolver(gatepassFields),
    defaultValues: { description, ...toDateAndTimeFields(time) },
  });
  const toEditForm = (values: Fields) => ({
    _id: gatepass._id,
    description: values.description,
    time: fromDateAndTimeFields(values.date, values.time),
  });
  return (
    <RequestEditDialog kind={editablePass} item={gatepass} form={form} toEditForm={toEditForm} onClose={onClose}>
      <GatepassFields form={form} />
    </RequestEditDialog>
  );
}
