import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { MESSAGES, SERVER_MESSAGES, type Feature } from '@portal/domain';
import { usePublicConfig } from '../../shell/config';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useFeatureStats, useSwitchFeature } from './featureApi';

export const FEATURE_LABELS: Record<Feature, string> = { payment: 'Payment', feedback: 'Feedback' };

/**
 * The Active/Inactive switch of one student feature (docs/rules.md, "Areas and screens"): the admin's
 * settings show both, and the Payment and Feedback pages each show their own. Payment's switch warns
 * when the server has no Razorpay keys, as students then cannot pay online whatever it says.
 */
export function FeatureSwitch({ feature, label = FEATURE_LABELS[feature] }: { feature: Feature; label?: string }) {
  const stats = useFeatureStats();
  const toggle = useSwitchFeature();
  const config = usePublicConfig();
  const keysMissing = feature === 'payment' && config.isSuccess && !config.data.razorpayKeyId;
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
    <>
      <FormControlLabel
        label={`${label}: ${on ? 'Active' : 'Inactive'}`}
        control={<Switch checked={on} disabled={toggle.isPending} onChange={(_event, next) => flip(next)} />}
      />
      {keysMissing && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {SERVER_MESSAGES.paymentKeysMissing}
        </Alert>
      )}
    </>
  );
}
