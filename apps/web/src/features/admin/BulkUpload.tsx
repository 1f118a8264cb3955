import { useMemo, useState, type ChangeEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BULK_COLUMNS, BULK_OPTIONAL_COLUMNS, bulkColumnsWithOptional, type BulkType } from '@portal/domain';
import { saveFile } from '../../shell/saveFile';
import { BulkRowList } from './BulkRowList';
import { BulkSending } from './BulkSending';
import { planBulk, readCsv, templateCsv, type FileRow } from './bulkFile';

const TYPE_LABELS: Record<BulkType, string> = { student: 'Students', faculty: 'Faculty' };

const saveText = (text: string, fileName: string) => saveFile(new Blob([text], { type: 'text/csv' }), fileName);

const rowList = (rows: FileRow[]) => rows.map((row) => row.row).join(', ');

/**
 * Bulk upload (docs/rules.md, "Accounts run by the admin"): choose Students or Faculty, take the
 * template, choose a CSV file. The file is read here first: a wrong column count blocks the upload;
 * rows with a missing or bad value, and e-mails repeated in the file, are listed and left out; the
 * rest are sent. Sending replaces the form with its progress and then the outcome.
 */
export function BulkUpload() {
  const [type, setType] = useState<BulkType>('student');
  const [file, setFile] = useState<{ name: string; rows: FileRow[] } | null>(null);
  const [sending, setSending] = useState(false);
  const plan = useMemo(() => (file ? planBulk(type, file.rows) : null), [type, file]);
  const columns = BULK_COLUMNS[type];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    if (chosen) setFile({ name: chosen.name, rows: readCsv(await chosen.text()) });
  };

  if (sending && plan) {
    return (
      <BulkSending
        type={type}
        plan={plan}
        onAgain={() => {
          setSending(false);
          setFile(null);
        }}
      />
    );
  }

  const blocked = !plan || plan.wrongColumns.length > 0 || plan.good.length === 0;
  return (
    <Stack spacing={3}>
      <div>
        <FormLabel id="bulk-type-label">Accounts in the file</FormLabel>
        <RadioGroup
          row
          aria-labelledby="bulk-type-label"
          value={type}
          onChange={(_event, value) => setType(value as BulkType)}
        >
          {(Object.keys(TYPE_LABELS) as BulkType[]).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={`${TYPE_LABELS[option]} (${BULK_COLUMNS[option].length} columns, name optional)`}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Columns in this order: {columns.join(', ')}, then optionally {BULK_OPTIONAL_COLUMNS.join(', ')}. A header row
          is optional; without a name an account shows its e-mail until its owner fills in the profile.
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => saveText(templateCsv(type), `${type}-template.csv`)}
        >
          Download template
        </Button>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          Choose CSV file
          <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event)} />
        </Button>
      </Stack>
      {file && plan && (
        <Stack spacing={2} aria-live="polite">
          <Typography>
            {file.name}: {plan.good.length} {plan.good.length === 1 ? 'row' : 'rows'} will be sent
            {plan.dropped.length > 0 ? `, ${plan.dropped.length} left out` : ''}.
          </Typography>
          {plan.wrongColumns.length > 0 && (
            <Alert severity="error">
              <AlertTitle>The upload is blocked</AlertTitle>
              {plan.wrongColumns.length === 1 ? 'Row' : 'Rows'} {rowList(plan.wrongColumns)}{' '}
              {plan.wrongColumns.length === 1 ? 'does' : 'do'} not have {columns.length} or{' '}
              {bulkColumnsWithOptional(type).length} columns. A {TYPE_LABELS[type].toLowerCase()} file has{' '}
              {columns.length}: {columns.join(', ')}, and may add {BULK_OPTIONAL_COLUMNS.join(', ')}. Fix the file and
              choose it again.
            </Alert>
          )}
          {plan.dropped.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1">
                Rows that will be left out
              </Typography>
              <BulkRowList rows={plan.dropped} label="Rows that will be left out" />
            </>
          )}
        </Stack>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={blocked}
        onClick={() => setSending(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Upload
      </Button>
    </Stack>
  );
}
