import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEPARTMENTS, YEARS, yearLabel } from '@portal/domain';

export interface UserFilterValues {
  search: string;
  /** '' means every department. */
  department: string;
  /** '' means every year. */
  currentYear: string;
}

export const NO_FILTERS: UserFilterValues = { search: '', department: '', currentYear: '' };

/**
 * The filters above a user list: a search box (part of the name, e-mail, student ID or mobile number,
 * or the start of the roll number: docs/rules.md, "Accounts run by the admin"), the
 * department, the year (students' lists only) and, where the screen offers it, the CSV export.
 * Native selects keep the phone's own picker and need no extra code to be labelled.
 */
export function UserFilters({
  values,
  onChange,
  withYear,
  onExport,
  exporting = false,
}: {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
  withYear: boolean;
  onExport?: () => void;
  exporting?: boolean;
}) {
  const set = (field: keyof UserFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      useFlexGap
    >
      <TextField
        label="Search"
        type="search"
        size="small"
        value={values.search}
        onChange={set('search')}
        placeholder="Name, e-mail, ID, roll, mobile"
        sx={{ minWidth: { sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Department"
        size="small"
        value={values.department}
        onChange={set('department')}
        sx={{ minWidth: 150 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All departments</option>
        {DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {department}
          </option>
        ))}
      </TextField>
      {withYear && (
        <TextField
          select
          label="Year"
          size="small"
          value={values.currentYear}
          onChange={set('currentYear')}
          sx={{ minWidth: 130 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All years</option>
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {yearLabel(year)}
            </option>
          ))}
        </TextField>
      )}
      {onExport && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={onExport}
          loading={exporting}
          sx={{ ml: { sm: 'auto' } }}
        >
          Export CSV
        </Button>
      )}
    </Stack>
  );
}
