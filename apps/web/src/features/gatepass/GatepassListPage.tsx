import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES, STATUS, type Gatepass } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { GatepassEditDialog } from './GatepassEditDialog';
import { GatepassTable } from './GatepassTable';
import { useOwnGatepasses } from './gatepassApi';

/** /gatepass: the student's requests and the New Gatepass button (docs/rules.md, "Gate passes"). */
export default function GatepassListPage() {
  usePageTitle('Gate Pass');
  const navigate = useNavigate();
  const passes = useOwnGatepasses();
  const [editing, setEditing] = useState<Gatepass | null>(null);

  const open = (pass: Gatepass) => {
    if (pass.status === STATUS.APPROVED) void navigate(`/gatepass/view/${pass._id}`);
    else setEditing(pass);
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          Your gate passes
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/gatepass/new">
          New Gatepass
        </Button>
      </Box>
      {passes.isPending && <Loading label="Loading gate passes" />}
      {passes.isError && <Alert severity="error">{passes.error.message}</Alert>}
      {passes.data?.length === 0 && <Alert severity="info">{MESSAGES.noGatepassRequests}</Alert>}
      {passes.data && passes.data.length > 0 && <GatepassTable passes={passes.data} onOpen={open} />}
      {editing && <GatepassEditDialog key={editing._id} gatepass={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
