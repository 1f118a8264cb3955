import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, type BulkRowError, type BulkType } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { sendBulkChunk, useAccountsRefresh } from './adminApi';
import { BulkRowList } from './BulkRowList';
import { chunksOf, type BulkPlan } from './bulkFile';

type Outcome = { created: number; problems: BulkRowError[]; failure?: string };

const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/**
 * The wait screen of a bulk upload: the good rows go to POST admin/addusers a chunk at a time, with
 * real progress; then the outcome: all created, 'Saved with some problems' with every row left out
 * (here or by the server), or the error that stopped it.
 */
export function BulkSending({ type, plan, onAgain }: { type: BulkType; plan: BulkPlan; onAgain: () => void }) {
  const [sent, setSent] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refresh = useAccountsRefresh();
  const started = useRef(false);
  const total = plan.good.length;

  useEffect(() => {
    // Once per upload, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result: Outcome = { created: 0, problems: [...plan.dropped] };
      try {
        for (const chunk of chunksOf(plan.good)) {
          const answer = await sendBulkChunk({
            type,
            firstRow: chunk.firstRow,
            data: chunk.rows.map((row) => row.cells),
          });
          result.created += answer.data.created;
          result.problems.push(...answer.data.errors);
          setSent((count) => count + chunk.rows.length);
        }
      } catch (error) {
        result.failure = failureMessage(error, MESSAGES.error);
      }
      result.problems.sort((a, b) => a.row - b.row);
      if (result.failure) notify.error(result.failure);
      else if (result.problems.length > 0) notify.warning(MESSAGES.savedWithProblems);
      else notify.success(MESSAGES.userCreated);
      setOutcome(result);
      void refresh();
    })();
  }, [plan, type, refresh]);

  if (!outcome) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Typography id="bulk-progress-label">Creating the accounts…</Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (sent / total) * 100 : 0}
          aria-labelledby="bulk-progress-label"
        />
        <Typography color="text.secondary" aria-live="polite">
          {sent} of {total} rows sent
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {outcome.failure ? (
        <Alert severity="error">
          <AlertTitle>{MESSAGES.error}</AlertTitle>
          {outcome.failure}. {users(outcome.created)} created before it stopped.
        </Alert>
      ) : outcome.problems.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{MESSAGES.savedWithProblems}</AlertTitle>
          {users(outcome.created)} created; {outcome.problems.length}{' '}
          {outcome.problems.length === 1 ? 'row was' : 'rows were'} not:
        </Alert>
      ) : (
        <Alert severity="success">
          <AlertTitle>{MESSAGES.userCreated}</AlertTitle>
          {users(outcome.created)} created.
        </Alert>
      )}
      {outcome.problems.length > 0 && <BulkRowList rows={outcome.problems} label="Rows not created" />}
      <Button variant="outlined" onClick={onAgain} sx={{ alignSelf: 'flex-start' }}>
        Upload another file
      </Button>
    </Stack>
  );
}
