import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MESSAGES, NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, type NotificationKind } from '@portal/domain';
import { failureMessage } from '../failure';
import { Loading } from '../Loading';
import { notify } from '../notify';
import { useEmailPreferences, useSaveEmailPreferences } from './notificationsApi';

/**
 * The own profile's choice, per kind of notification that can reach the user, of an e-mail too
 * (docs/rules.md, "Notifications"); each switch saves at once. Nothing shows for a user no kind
 * reaches.
 */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  if (preferences.isPending) return <Loading label="Loading e-mail choices" />;
  if (preferences.isError) return <Alert severity="error">{preferences.error.message}</Alert>;
  const kinds = NOTIFICATION_KINDS.filter((kind) => kind in preferences.data);
  if (kinds.length === 0) return null;

  const choose = (kind: NotificationKind, email: boolean) =>
    save.mutate(
      { [kind]: email },
      {
        onSuccess: () => notify.success(MESSAGES.preferencesSaved),
        // The switch goes back as the list is read again (notificationsApi.ts); the toast says why.
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    );

  return (
    <Paper
      component="section"
      aria-labelledby="email-preferences-heading"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mt: 3 }}
    >
      <Typography id="email-preferences-heading" component="h2" variant="h6">
        E-mail notifications
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every notification shows under the bell. Choose which also come by e-mail.
      </Typography>
      <FormGroup>
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={preferences.data[kind] ?? false}
                onChange={(event) => choose(kind, event.target.checked)}
              />
            }
            label={NOTIFICATION_KIND_LABELS[kind]}
          />
        ))}
      </FormGroup>
    </Paper>
  );
}
