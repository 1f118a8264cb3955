import { useState, type MouseEvent } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
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
 * button does the same for keyboard users. On a phone the date and time share a column and the
 * cells are tighter, so Status and Action show without scrolling sideways.
 */

export function GatepassTable({ passes, onOpen }: { passes: Gatepass[]; onOpen: (pass: Gatepass) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(TABLE_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(passes.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = passes.slice(shownPage * rowsPerPage, shownPage * rowsPerPage + rowsPerPage);
  // The row's own click opens the pass too; the button must not open it twice.
  const open = (pass: Gatepass) => (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(pass);
  };

  return (
    <Paper>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          aria-label="Your gate pass requests"
          sx={{ minWidth: { sm: 560 }, '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              {phone ? null : <TableCell>Time</TableCell>}
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
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(pass.time)}
                    {phone ? (
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {formatTime(pass.time)}
                      </Box>
                    ) : null}
                  </TableCell>
                  {phone ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(pass.time)}</TableCell>}
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{pass.description}</TableCell>
                  <TableCell>
                    <StatusChip status={pass.status} />
                  </TableCell>
                  <TableCell align="right">
                    {phone ? (
                      // An icon on a phone: the words would push the table past the screen.
                      <IconButton size="small" color="primary" aria-label={`${approved ? 'View' : 'Edit'} gate pass of ${when}`} onClick={open(pass)}>
                        {approved ? <VisibilityOutlined fontSize="small" /> : <EditOutlined fontSize="small" />}
                      </IconButton>
                    ) : (
                      <Button size="small" aria-label={`${approved ? 'View' : 'Edit'} gate pass of ${when}`} onClick={open(pass)}>
                        {approved ? 'View' : 'Edit'}
                      </Button>
                    )}
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
        // On a phone the toolbar wraps rather than pushing the page arrows out of sight.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } } }}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
