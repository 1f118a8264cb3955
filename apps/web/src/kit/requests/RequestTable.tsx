import { useState, type MouseEvent, type ReactNode } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS, type RequestItem } from '@portal/domain';
import { DecisionNote } from './DecisionNote';
import { StatusChip } from './StatusChip';

/** A column of a kind's own list, between none and the description. */
export interface RequestColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /**
   * On a phone the column folds into the first one, as a second line, to save width; the string is
   * put before the value there ('to '), or nothing when the value speaks for itself.
   */
  foldOnPhone?: string;
}

/** What a click on a row does: open the edit dialog, open the view page, or nothing. */
export type RowAction = 'Edit' | 'View' | null;

/**
 * A student's own requests of one kind (docs/rules.md, "Requests and approval"): 4 rows a page
 * (options 2, 4, 6), the kind's columns, the description, the status in its colour and an action.
 * A row opens the request as the kind says; the row's button does the same for keyboard users. On a
 * phone folded columns share the first one and the cells are tighter, so Status and Action show
 * without scrolling sideways.
 */
export function RequestTable<Item extends RequestItem>({
  items,
  columns,
  label,
  describe,
  actionFor,
  onOpen,
}: {
  items: Item[];
  columns: RequestColumn<Item>[];
  /** The table's accessible name. */
  label: string;
  /** Names one request in its button's label: 'gate pass of Sun 22 Nov 2026, 4:00 pm'. */
  describe: (item: Item) => string;
  actionFor: (item: Item) => RowAction;
  onOpen: (item: Item) => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(TABLE_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(items.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = items.slice(shownPage * rowsPerPage, shownPage * rowsPerPage + rowsPerPage);
  const [first, ...rest] = columns;
  const shown = phone ? rest.filter((column) => column.foldOnPhone === undefined) : rest;
  const folded = phone ? rest.filter((column) => column.foldOnPhone !== undefined) : [];
  // The row's own click opens the request too; the button must not open it twice.
  const open = (item: Item) => (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(item);
  };

  return (
    <Paper>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={label} sx={{ minWidth: { sm: 560 }, '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {first ? <TableCell>{first.header}</TableCell> : null}
              {shown.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
              <TableCell>Description</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => {
              const action = actionFor(item);
              const name = `${action} ${describe(item)}`;
              return (
                <TableRow
                  key={item._id}
                  hover={action !== null}
                  onClick={action ? () => onOpen(item) : undefined}
                  sx={{ cursor: action ? 'pointer' : 'default' }}
                >
                  {/* On a phone a date may break after its weekday (shell/dates.ts): Status and Action stay on screen. */}
                  {first ? (
                    <TableCell sx={{ whiteSpace: phone ? 'normal' : 'nowrap' }}>
                      {first.cell(item)}
                      {folded.map((column) => (
                        <Box key={column.header} component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                          {column.foldOnPhone}
                          {column.cell(item)}
                        </Box>
                      ))}
                    </TableCell>
                  ) : null}
                  {shown.map((column) => (
                    <TableCell key={column.header} sx={{ whiteSpace: 'nowrap' }}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {item.description}
                    <DecisionNote item={item} showWho={false} />
                  </TableCell>
                  <TableCell>
                    <StatusChip status={item.status} />
                  </TableCell>
                  <TableCell align="right">
                    {action === null ? null : phone ? (
                      // An icon on a phone: the words would push the table past the screen.
                      <IconButton size="small" color="primary" aria-label={name} onClick={open(item)}>
                        {action === 'View' ? (
                          <VisibilityOutlined fontSize="small" />
                        ) : (
                          <EditOutlined fontSize="small" />
                        )}
                      </IconButton>
                    ) : (
                      <Button size="small" aria-label={name} onClick={open(item)}>
                        {action}
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
        count={items.length}
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
