import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useCalendarFeed, useRenewCalendarFeed } from './eventsApi';

/**
 * The open calendar feed card's content (docs/rules.md, "Calendar feed"): the address, Copy and
 * Renew. Loaded when the card is first opened (CalendarFeedCard).
 */
export default function CalendarFeedDetails() {
  const [confirming, setConfirming] = useState(false);
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      notify.success('Copied');
    } catch {
      notify.error(MESSAGES.error);
    }
  };
  const confirmRenew = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        notify.success(SERVER_MESSAGES.feedRenewed);
        setConfirming(false);
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    });

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Subscribe to this address in Google Calendar, Outlook or your phone&apos;s calendar to see your events and
        timetable there. Keep it to yourself: anyone with it can read your calendar. Renew it to stop the old address
        working.
      </Typography>
      <TextField
        label="Calendar feed address"
        value={feed.data ?? ''}
        placeholder={feed.isLoading ? 'Loading…' : ''}
        fullWidth
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button startIcon={<ContentCopyIcon />} variant="outlined" onClick={copy} disabled={!feed.data}>
          Copy
        </Button>
        <Button color="warning" onClick={() => setConfirming(true)} disabled={!feed.data}>
          Renew
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        message="Make a new address? Calendars subscribed to the old one stop updating."
        confirmLabel="Renew"
        busy={renew.isPending}
        onConfirm={confirmRenew}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
