import { useState, type ReactNode, type Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { MESSAGES, STATUS, type Decision, type RequestItem } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import type { DecisionApi } from './requestApi';
import { RejectDialog } from './RejectDialog';
import { capitalised, classLine } from './requestText';

/**
 * One pending request as its approver sees it: the student, the class, the reason, what the kind
 * adds (the time of a pass, the dates of a leave), a box to select it for approving several at
 * once, and Approve / Reject. Reject asks first, with room for a reason. The decision names the
 * version shown here, so an edit made meanwhile is refused and the list refreshes with it.
 */
export function RequestCard<Item extends RequestItem>({
  item,
  noun,
  details,
  api,
  selected,
  onSelect,
  ref,
  onDeciding,
}: {
  item: Item;
  /** 'gate pass', 'leave application': in the card's and buttons' names. */
  noun: string;
  details: ReactNode;
  api: Pick<DecisionApi<Item>, 'useDecide'>;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The card itself, which takes the keyboard when the request before it is decided. */
  ref?: Ref<HTMLElement>;
  /** A decision is on its way (true), or was refused (false) and the card stays. */
  onDeciding?: (deciding: boolean) => void;
}) {
  const decide = api.useDecide();
  const deciding = decide.isPending ? decide.variables.decision : null;
  const [rejecting, setRejecting] = useState(false);

  const take = (decision: Decision, reason?: string) => {
    onDeciding?.(true);
    decide.mutate(
      { item, decision, reason },
      {
        onSuccess: (result) => {
          notify.success(result.msg);
          setRejecting(false);
        },
        onError: (error) => {
          onDeciding?.(false);
          notify.error(failureMessage(error, MESSAGES.error));
          setRejecting(false);
        },
      },
    );
  };

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
        action={
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${noun} of ${item.name}` } }}
          />
        }
        title={item.name}
        subheader={classLine(item)}
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
          onClick={() => setRejecting(true)}
        >
          Reject
        </Button>
      </CardActions>
      {rejecting && (
        <RejectDialog
          item={item}
          noun={noun}
          busy={decide.isPending}
          onReject={(reason) => take(STATUS.REJECTED, reason)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </Card>
  );
}
