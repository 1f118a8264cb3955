import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, STATUS, type Gatepass } from '@portal/domain';
import { OwnRequests } from '../../kit/requests/OwnRequests';
import { RequestTable, type RequestColumn } from '../../kit/requests/RequestTable';
import { formatDate, formatDateTime, formatTime } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { GatepassEditDialog } from './GatepassEditDialog';
import { PASS_NOUNS, gatepassApi } from './gatepassApi';

const COLUMNS: RequestColumn<Gatepass>[] = [
  { header: 'Date', cell: (pass) => formatDate(pass.time) },
  { header: 'Time', cell: (pass) => formatTime(pass.time), foldOnPhone: '' },
];

/**
 * /gatepass: the student's requests and the New Gatepass button (docs/rules.md, "Gate passes"). An
 * approved pass opens its view page, any other the edit dialog.
 */
export default function GatepassListPage() {
  usePageTitle('Gate Pass');
  const navigate = useNavigate();
  const passes = gatepassApi.useOwn();
  const [editing, setEditing] = useState<Gatepass | null>(null);
  const approved = (pass: Gatepass) => pass.status === STATUS.APPROVED;

  return (
    <OwnRequests
      id="gatepass"
      nouns={PASS_NOUNS}
      details={(pass) => `${formatDate(pass.time)} · ${formatTime(pass.time)}`}
      heading="Your gate passes"
      newLabel="New Gatepass"
      newPath="/gatepass/new"
      query={passes}
      emptyMessage={MESSAGES.noGatepassRequests}
      loadingLabel="Loading gate passes"
    >
      {(shown) => (
        <>
          <RequestTable
            items={shown}
            columns={COLUMNS}
            label="Your gate pass requests"
            describe={(pass) => `gate pass of ${formatDateTime(pass.time)}`}
            actionFor={(pass) => (approved(pass) ? 'View' : 'Edit')}
            onOpen={(pass) => (approved(pass) ? void navigate(`/gatepass/view/${pass._id}`) : setEditing(pass))}
          />
          {editing && <GatepassEditDialog key={editing._id} gatepass={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </OwnRequests>
  );
}
