import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { APPROVER_LIST_DECIDED, STATUS, type RequestItem } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { DecisionNote } from './DecisionNote';
import { ListPager } from './ListPager';
import { StatusChip } from './StatusChip';
import { classLine } from './requestText';

/** Which decided requests to show: all of them, the approved or the rejected. */
export type DecidedFilter = typeof APPROVER_LIST_DECIDED | typeof STATUS.APPROVED | typeof STATUS.REJECTED;

const FILTERS: { value: DecidedFilter; label: string }[] = [
  { value: APPROVER_LIST_DECIDED, label: 'All' },
  { value: STATUS.APPROVED, label: 'Approved' },
  { value: STATUS.REJECTED, label: 'Rejected' },
];

/**
 * Decided requests, the most recently decided first (docs/rules.md, "Requests and approval"): each
 * with what the kind says of it, its description, the decision in its colour, who decided and when,
 * and the reason. Filtered by the decision (and, for the approver, searched by student) and paged;
 * the page comes from the caller, so the student's list pages in the browser and the approver's on
 * the server.
 */
export function DecidedList<Item extends RequestItem>({
  label,
  items,
  total,
  loading = false,
  error,
  emptyMessage,
  filter,
  onFilter,
  search,
  page,
  onPage,
  details,
  showStudent = false,
}: {
  /** The list's accessible name. */
  label: string;
  items: Item[] | undefined;
  total: number;
  loading?: boolean;
  error?: Error | null;
  emptyMessage: string;
  filter: DecidedFilter;
  onFilter: (filter: DecidedFilter) => void;
  /** The approver's search by the student's name, e-mail, student ID, roll number or mobile. */
  search?: { value: string; onChange: (value: string) => void };
  page: { page: number; rowsPerPage: number; options: readonly number[] };
  onPage: (page: { page: number; rowsPerPage: number }) => void;
  details: (item: Item) => ReactNode;
  /** The approver sees whose request it is; the student knows. */
  showStudent?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          value={filter}
          exclusive
          size="small"
          aria-label="Decision"
          onChange={(_event, next: DecidedFilter | null) => next !== null && onFilter(next)}
        >
          {FILTERS.map((option) => (
            <ToggleButton key={String(option.value)} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {search && (
          <TextField
            type="search"
            size="small"
            label="Search student"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            sx={{ minWidth: { sm: 260 } }}
          />
        )}
      </Stack>
      {loading && !items && <Loading label="Loading decided requests" />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {items?.length === 0 && <Alert severity="info">{emptyMessage}</Alert>}
      {items && items.length > 0 && (
        <Paper>
          <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <Box
                component="li"
                key={item._id}
                aria-label={`${showStudent ? `${item.name}: ` : ''}${item.description}`}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    {showStudent && (
                      <>
                        <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {classLine(item)}
                        </Typography>
                      </>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {details(item)}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{item.description}</Typography>
                  </Box>
                  <StatusChip status={item.status} />
                </Stack>
                <DecisionNote item={item} />
              </Box>
            ))}
          </Box>
          <ListPager total={total} page={page} options={page.options} onPage={onPage} />
        </Paper>
      )}
    </Stack>
  );
}
