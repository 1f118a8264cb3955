import { Suspense } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import { lazyPage, type Feature } from '../../shell/feature';
import { Loading } from '../../shell/Loading';
import { GLANCE_HEIGHT } from './glanceHeight';

const Reports = lazyPage(() => import('./ReportsPage'));
const AttendanceShortage = lazyPage(() => import('./AttendanceShortagePage'));
const FeeDues = lazyPage(() => import('./FeeDuesPage'));
const GateLog = lazyPage(() => import('./GateLogPage'));
const ExamResults = lazyPage(() => import('./ExamResultsPage'));
const ExamResult = lazyPage(() => import('./ExamResultPage'));

const Glance = lazyPage(() => import('./TodayAtAGlance'));

/**
 * Today at a glance, for the admin's and the HOD's home (its code fetched when shown, or ahead with
 * `preloadGlance`). While its code loads, its space is kept (GLANCE_HEIGHT), so that what is below
 * it does not jump down when it arrives.
 */
export function TodayAtAGlance() {
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: GLANCE_HEIGHT }}>
          <Loading label="Loading today at a glance" />
        </Box>
      }
    >
      <Glance />
    </Suspense>
  );
}

/**
 * Fetches the glance's code ahead: the admin's home shows it first, and its line is the largest
 * text of that screen (docs/benchmarks.md, "The first page").
 */
export const preloadGlance = Glance.preload;

const hub = { path: '/reports', element: <Reports /> };
const shortage = { path: '/reports/attendance-shortage', element: <AttendanceShortage /> };
const dues = { path: '/reports/fee-dues', element: <FeeDues /> };
const gateLog = { path: '/reports/gate-log', element: <GateLog /> };
const exams = [
  { path: '/reports/exams', element: <ExamResults /> },
  { path: '/reports/exam/:id', element: <ExamResult /> },
];
const reportsEntry = { label: 'Reports', to: '/reports', icon: <AssessmentIcon /> };

/**
 * Staff reports (docs/rules.md, "Reports"): the attendance shortage and exam results (faculty and
 * admin), the fee dues (office and admin) and the gate log (security and admin), each a screen with
 * its CSV and a printed form; and today at a glance for the admin's and the HOD's home.
 */
export const reportsFeature: Feature = {
  routes: {
    admin: [hub, shortage, dues, gateLog, ...exams],
    faculty: [hub, shortage, ...exams],
    office: [dues],
    security: [gateLog],
  },
  drawer: {
    admin: [{ ...reportsEntry, place: 75 }],
    faculty: [{ ...reportsEntry, place: 80 }],
    office: [{ label: 'Fee dues', to: '/reports/fee-dues', icon: <RequestQuoteIcon />, place: 40 }],
    security: [{ label: 'Gate log', to: '/reports/gate-log', icon: <ListAltIcon />, place: 20 }],
  },
  homeLinks: {
    faculty: [{ label: 'Reports', to: '/reports', place: 80 }],
  },
};
