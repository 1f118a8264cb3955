import type { ReactNode, Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { MESSAGES, STATUS, yearLabel, type Decision, type RequestItem } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import type { DecisionApi } from './requestApi';

/**
 * One pending request as its approver sees it: the student, the class, the reason, what the kind
 * adds (the time of a pass, the dates of a leave), and Approve / Reject. The decision names the
 * version shown here, so an edit made meanwhile is refused and the list refreshes with it.
 */
export function RequestCard<Item extends RequestItem>({
  item,
  noun,
  details,
  api,
  ref,
  onDeciding,
}: {
  item: Item;
  /** 'gate pass', 'leave application': in the card's and buttons' names. */
  noun: string;
  details: ReactNode;
  api: DecisionApi<Item>;
  /** The card itself, which takes the keyboard when the request before it is decided. */
  ref?: Ref<HTMLElement>;
  /** A decision is on its way (true), or was refused (false) and the card stays. */
  onDeciding?: (deciding: boolean) => void;
}) {
  const decide = api.useDecide();
  const deciding = decide.isPending ? decide.variables.decision : null;

  const take = (decision: Decision) => {
    onDeciding?.(true);
    decide.mutate(
      { item, decision },
      {
        onSuccess: (result) => notify.success(result.msg),
        onError: (error) => {
          onDeciding?.(false);
          notify.error(failureMessage(error, MESSAGES.error));
        },
      },
    );
  };

  const classLine = [item.department, item.currentYear ? `${yearLabel(item.currentYear)} year` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    // A column whose content grows: the buttons sit at the bottom, level on every card of a row.
    <Card
      component="article"
      ref={ref}
      tabIndex={-1}
      aria-label={`${capitalised(noun)} request of ${item.name}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <CardHeader
        avatar={
          <Avatar src={item.photo ?? undefined} alt={item.name}>
            {item.name.charAt(0).toUpperCase()}
          </Avatar>
        }
        title={item.name}
        subheader={classLine}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{item.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          color="success"
          aria-label={`Approve ${noun} of ${item.name}`}
          loading={deciding === STATUS.APPROVED}
          disabled={decide.isPending}
          onClick={() => take(STATUS.APPROVED)}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          aria-label={`Reject ${noun} of ${item.name}`}
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
