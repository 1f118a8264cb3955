import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  LEAVE_TYPES,
  LEAVE_TYPE_LABELS,
  MESSAGES,
  STATUS,
  type LeaveApplication,
  type LeaveType,
} from '@portal/domain';
import { OwnRequests } from '../../kit/requests/OwnRequests';
import { RequestTable, type RequestColumn } from '../../kit/requests/RequestTable';
import { formatDate, formatTimeOfDay } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { LeaveEditDialog } from './LeaveEditDialog';
import { LEAVE_NOUNS, leaveApi } from './leaveApi';
import { leaveSpan } from './leaveText';

const COLUMNS: Record<LeaveType, RequestColumn<LeaveApplication>[]> = {
  fullDay: [
    { header: 'From', cell: (leave) => formatDate(leave.date) },
    { header: 'To', cell: (leave) => formatDate(leave.toDate ?? leave.date), foldOnPhone: 'to ' },
  ],
  halfDay: [
    { header: 'Date', cell: (leave) => formatDate(leave.date) },
    { header: 'From', cell: (leave) => formatTimeOfDay(leave.fromTime ?? ''), foldOnPhone: '' },
    { header: 'To', cell: (leave) => formatTimeOfDay(leave.toTime ?? ''), foldOnPhone: 'to ' },
  ],
};

/**
 * /leave for a student: the own applications in Full Day and Half Day tabs, and the New Leave
 * Application button (docs/rules.md, "Leave"). An application that is not approved opens the
 * edit/delete dialog; an approved one is final and opens nothing.
 */
export default function LeaveListPage() {
  usePageTitle('Leave Application');
  const leaves = leaveApi.useOwn();
  const [tab, setTab] = useState<LeaveType>('fullDay');
  const [editing, setEditing] = useState<LeaveApplication | null>(null);
  const tabs = (
    <Tabs value={tab} onChange={(_event, next: LeaveType) => setTab(next)} aria-label="Leave type" sx={{ mb: 2 }}>
      {LEAVE_TYPES.map((type) => (
        <Tab
          key={type}
          value={type}
          label={LEAVE_TYPE_LABELS[type]}
          id={`leave-tab-${type}`}
          aria-controls="leave-tab-panel"
        />
      ))}
    </Tabs>
  );

  return (
    <OwnRequests
      id="leave"
      nouns={LEAVE_NOUNS}
      details={leaveSpan}
      heading="Your leave applications"
      newLabel="New Leave Application"
      newPath="/leave/new"
      query={leaves}
      shown={leaves.data?.filter((leave) => leave.type === tab)}
      emptyMessage={MESSAGES.noLeaveApplications}
      loadingLabel="Loading leave applications"
      above={tabs}
      panel={{ id: 'leave-tab-panel', labelledBy: `leave-tab-${tab}` }}
    >
      {(shown) => (
        <>
          <RequestTable
            key={tab}
            items={shown}
            columns={COLUMNS[tab]}
            label={`Your ${LEAVE_TYPE_LABELS[tab].toLowerCase()} leave applications`}
            describe={(leave) => `leave of ${leaveSpan(leave)}`}
            actionFor={(leave) => (leave.status === STATUS.APPROVED ? null : 'Edit')}
            onOpen={setEditing}
          />
          {editing && <LeaveEditDialog key={editing._id} leave={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </OwnRequests>
  );
}
