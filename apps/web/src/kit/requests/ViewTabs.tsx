import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

export type RequestView = 'open' | 'decided';

/**
 * The two views of a request page (docs/rules.md, "Requests and approval"): the requests themselves
 * (the approver's pending ones, the student's own) and the Decided tab. The view is kept in the
 * address (?view=decided), so Back and a shared link return to it.
 */
export function useRequestView(): [RequestView, (view: RequestView) => void] {
  const [params, setParams] = useSearchParams();
  const view: RequestView = params.get('view') === 'decided' ? 'decided' : 'open';
  const choose = (next: RequestView) => setParams(next === 'decided' ? { view: next } : {}, { replace: true });
  return [view, choose];
}

/** The tabs and the shown view's panel. */
export function ViewTabs({
  id,
  view,
  onView,
  openLabel,
  children,
}: {
  /** Names the tabs and panel in the page ('gatepass'). */
  id: string;
  view: RequestView;
  onView: (view: RequestView) => void;
  openLabel: string;
  children: ReactNode;
}) {
  const tabs: { value: RequestView; label: string }[] = [
    { value: 'open', label: openLabel },
    { value: 'decided', label: 'Decided' },
  ];
  return (
    <>
      <Tabs
        value={view}
        onChange={(_event, next: RequestView) => onView(next)}
        aria-label="Requests shown"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${id}-view-${tab.value}`}
            aria-controls={`${id}-view-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-view-panel`} aria-labelledby={`${id}-view-${view}`}>
        {children}
      </Box>
    </>
  );
}
