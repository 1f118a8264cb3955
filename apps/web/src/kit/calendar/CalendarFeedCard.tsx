import { lazy, Suspense, useState } from 'react';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading } from '../../shell/Loading';

/*
 * What the open card shows (the address field, its buttons and the renew dialog) is code of its own,
 * fetched when the card is first opened: the dashboards show the card closed, and their first screen
 * need not wait for that code (docs/benchmarks.md, "The first page").
 */
const CalendarFeedDetails = lazy(() => import('./CalendarFeedDetails'));

/**
 * The personal calendar feed (docs/rules.md, "Calendar feed"): the secret address a calendar app
 * subscribes to, with Copy and Renew (a new address; the old one stops working).
 */
export function CalendarFeedCard() {
  const [expanded, setExpanded] = useState(false);
  // Once opened, the content stays, so that closing the card folds it away rather than emptying it.
  const [opened, setOpened] = useState(false);

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => {
        setExpanded(open);
        if (open) setOpened(true);
      }}
      disableGutters
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="calendar-feed-panel" id="calendar-feed-header">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventRepeatIcon color="primary" />
          <Typography component="h3" variant="subtitle1">
            Add to your calendar app
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="calendar-feed-panel">
        {opened && (
          <Suspense fallback={<Loading label="Loading the calendar feed" />}>
            <CalendarFeedDetails />
          </Suspense>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
