import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { STATUS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS, type Gatepass } from '@portal/domain';
import { formatDate, formatTime } from '../../shell/dates';
import { StatusChip } from './StatusChip';

/**
 * The student's passes, paginated 4 to a page (options 2, 4, 6). A row opens the pass:
 * the edit dialog while it can still change, the view page once approved. The row's
 * button does the same for keyboard users. Scrolls sideways on narrow screens.
 */
export function GatepassTable({ passes, onOpen }: { passes: Gatepass[]; onOpen: (pass: Gatepass) => void }) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(TABLE_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(passes.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = passes.slice(shownPage * rowsPerPage, shownPage * rowsPerPage + rowsPerPage);

  return (
    <Paper>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label="Your gate pass requests" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((pass) => {
              const approved = pass.status === STATUS.APPROVED;
              const when = `${formatDate(pass.time)} ${formatTime(pass.time)}`;
              return (
                <TableRow key={pass._id} hover onClick={() => onOpen(pass)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(pass.time)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(pass.time)}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{pass.description}</TableCell>
                  <TableCell>
                    <StatusChip status={pass.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={`${approved ? 'View' : 'Edit'} gate pass of ${when}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(pass);
                      }}
                    >
                      {approved ? 'View' : 'Edit'}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={passes.length}
        page={shownPage}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
