import Alert from '@mui/material/Alert';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FEATURES, MESSAGES, SERVER_MESSAGES, TERMS, type Term } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { FeatureSwitch } from '../../kit/settings/FeatureSwitch';
import { useSaveSettings, useSettings } from './adminApi';

const TERM_LABELS: Record<Term, string> = { odd: 'Odd (S1, S3, S5, S7)', even: 'Even (S2, S4, S6, S8)' };

/** The current term: which semester each year is in, chosen by the admin or following the date. */
function TermSetting() {
  const settings = useSettings();
  const save = useSaveSettings();
  if (settings.isPending) return <Loading label="Loading the settings" />;
  if (settings.isError) return <Alert severity="error">{failureMessage(settings.error, MESSAGES.error)}</Alert>;
  const { currentTerm, termChosen } = settings.data;
  const choose = (term: Term) =>
    save.mutate(term, {
      onSuccess: (answer) => notify.success(answer.msg || SERVER_MESSAGES.termSaved),
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    });
  return (
    <Stack spacing={1}>
      <FormLabel id="term-label">Current term</FormLabel>
      <ToggleButtonGroup
        exclusive
        value={currentTerm}
        onChange={(_event, next: Term | null) => next && next !== currentTerm && choose(next)}
        aria-labelledby="term-label"
        disabled={save.isPending}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {TERMS.map((term) => (
          <ToggleButton key={term} value={term}>
            {TERM_LABELS[term]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {termChosen ? 'Chosen by an admin.' : 'Following the date: July to December is odd, January to June even.'}
      </Typography>
    </Stack>
  );
}

/** The payment and feedback features: on or off for every student. */
function FeatureSwitches() {
  return (
    <Stack spacing={1}>
      <FormLabel component="legend">Student features</FormLabel>
      <FormGroup>
        {FEATURES.map((feature) => (
          <FeatureSwitch key={feature} feature={feature} />
        ))}
      </FormGroup>
    </Stack>
  );
}

/** /settings: the current term and the students' payment and feedback features. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Stack spacing={4}>
        <TermSetting />
        <FeatureSwitches />
      </Stack>
    </Paper>
  );
}
