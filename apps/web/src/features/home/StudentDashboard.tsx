import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { Loading } from '../../shell/Loading';
import { CalendarFeedCard } from '../../kit/calendar/CalendarFeedCard';
import { EventCalendar } from '../../kit/calendar/EventCalendar';
import { QuickLinks } from './QuickLinks';
import { Welcome } from './Welcome';

const TimetableTab = lazy(() => import('./TimetableTab'));
const NotesTab = lazy(() => import('./NotesTab'));
const DiscussionsTab = lazy(() => import('./DiscussionsTab'));

const TABS = [
  { value: 'events', label: 'Events' },
  { value: 'timetable', label: 'Timetable' },
  { value: 'notes', label: 'Notes' },
  { value: 'discussions', label: 'Discussions' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/*
 * The quick links come in with the tab's content (one Suspense for both), and on the events tab once
 * the month's events are in: shown any earlier, the content arriving above would push them down
 * (a layout shift).
 */
function Panel({
  value,
  shown,
  ready = true,
  children,
}: {
  value: TabValue;
  shown: TabValue;
  ready?: boolean;
  children: ReactNode;
}) {
  if (value !== shown) return null;
  const panel = (content: ReactNode) => (
    <Box role="tabpanel" id={`dashboard-panel-${value}`} aria-labelledby={`dashboard-tab-${value}`} sx={{ pt: 2 }}>
      {content}
    </Box>
  );
  return (
    <Suspense fallback={panel(<Loading />)}>
      {panel(children)}
      {ready && (
        <Box sx={{ mt: 3 }}>
          <QuickLinks />
        </Box>
      )}
    </Suspense>
  );
}

/**
 * The student's dashboard (docs/rules.md, "Areas and screens"): tabs Events (the month calendar,
 * without range selection), Timetable (one row per day), Notes (the class's course cards) and
 * Discussions (the class's message board). The tab is kept in the address (?tab=), so Back and a
 * shared link return to it.
 */
export function StudentDashboard() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const shown: TabValue = TABS.some((tab) => tab.value === asked) ? (asked as TabValue) : 'events';
  // Four tabs do not fit a phone's width side by side: there they scroll.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [eventsShown, setEventsShown] = useState(false);
  const showEvents = useCallback(() => setEventsShown(true), []);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Welcome />
      <Tabs
        value={shown}
        onChange={(_event, value: TabValue) => setParams(value === 'events' ? {} : { tab: value }, { replace: true })}
        aria-label="Dashboard"
        variant={phone ? 'scrollable' : 'fullWidth'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`dashboard-tab-${tab.value}`}
            aria-controls={`dashboard-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Panel value="events" shown={shown} ready={eventsShown}>
        <EventCalendar onEventsShown={showEvents} />
        {/* As the quick links: shown before the month's events are in, it would be pushed down by them. */}
        {eventsShown && <CalendarFeedCard />}
      </Panel>
      <Panel value="timetable" shown={shown}>
        <TimetableTab />
      </Panel>
      <Panel value="notes" shown={shown}>
        <NotesTab />
      </Panel>
      <Panel value="discussions" shown={shown}>
        <DiscussionsTab />
      </Panel>
    </Paper>
  );
}
