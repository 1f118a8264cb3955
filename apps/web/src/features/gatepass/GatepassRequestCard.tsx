import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { MESSAGES, STATUS, yearLabel, type Decision, type Gatepass } from '@portal/domain';
import { formatDate, formatTime } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useDecideGatepass } from './gatepassApi';

/** One pending pass with the student, the reason and the Approve / Reject buttons. */
export function GatepassRequestCard({ gatepass }: { gatepass: Gatepass }) {
  const decide = useDecideGatepass();
  const deciding = decide.isPending ? decide.variables.decision : null;

  const take = (decision: Decision) =>
    decide.mutate(
      { id: gatepass._id, decision },
      {
        onSuccess: (result) => notify.success(result.msg),
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    );

  const classLine = [gatepass.department, gatepass.currentYear ? `${yearLabel(gatepass.currentYear)} year` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    // A column whose content grows: the buttons sit at the bottom, level on every card of a row.
    <Card component="article" aria-label={`Gate pass request of ${gatepass.name}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={
          <Avatar src={gatepass.photo ?? undefined} alt={gatepass.name}>
            {gatepass.name.charAt(0).toUpperCase()}
          </Avatar>
        }
        title={gatepass.name}
        subheader={classLine}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{gatepass.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(gatepass.time)} · {formatTime(gatepass.time)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          color="success"
          aria-label={`Approve gate pass of ${gatepass.name}`}
          loading={deciding === STATUS.APPROVED}
          disabled={decide.isPending}
          onClick={() => take(STATUS.APPROVED)}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          aria-label={`Reject gate pass of ${gatepass.name}`}
          loading={deciding === STATUS.REJECTED}
          disabled={decide.isPending}
          onClick={() => take(STATUS.REJECTED)}
        >
          Reject
        </Button>
      </CardActions>
    </Card>
  );
}
