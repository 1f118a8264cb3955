import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { MESSAGES, type Feature } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useFeatureStats, useSwitchFeature } from './featureApi';

export const FEATURE_LABELS: Record<Feature, string> = { payment: 'Payment', feedback: 'Feedback' };

/**
 * The Active/Inactive switch of one student feature (docs/rules.md, "Areas and screens"): the admin's
 * settings show both, and the Payment and Feedback pages each show their own.
 */
export function FeatureSwitch({ feature, label = FEATURE_LABELS[feature] }: { feature: Feature; label?: string }) {
  const stats = useFeatureStats();
  const toggle = useSwitchFeature();
  if (stats.isPending) return <Skeleton width={180} height={38} />;
  if (stats.isError) return null;
  const on = stats.data[feature];
  const flip = (next: boolean) =>
    toggle.mutate(
      { feature, on: next },
      {
        onSuccess: () => notify.success(`${FEATURE_LABELS[feature]} ${next ? 'Active' : 'Inactive'}`),
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    );
  return (
    <FormControlLabel
      label={`${label}: ${on ? 'Active' : 'Inactive'}`}
      control={<Switch checked={on} disabled={toggle.isPending} onChange={(_event, next) => flip(next)} />}
    />
  );
}
