import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BackButton } from '../../shell/BackButton';
import { usePageTitle } from '../../shell/pageTitle';
import { AddUserForm } from './AddUserForm';
import { BulkUpload } from './BulkUpload';

type Mode = 'single' | 'bulk';

/** /user/new: one account by hand, or many from a CSV file (the Bulk upload tab). */
export default function NewUserPage() {
  usePageTitle('New User');
  const [mode, setMode] = useState<Mode>('single');
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}>
      <BackButton fallback="/" />
      <Tabs
        value={mode}
        onChange={(_event, next: Mode) => setMode(next)}
        aria-label="How to add users"
        sx={{ mb: 3 }}
        variant="fullWidth"
      >
        <Tab
          value="single"
          label="Single user"
          id="tab-single"
          aria-controls={mode === 'single' ? 'panel-single' : undefined}
        />
        <Tab
          value="bulk"
          label="Bulk upload"
          id="tab-bulk"
          aria-controls={mode === 'bulk' ? 'panel-bulk' : undefined}
        />
      </Tabs>
      <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`}>
        {mode === 'single' ? <AddUserForm /> : <BulkUpload />}
      </div>
    </Paper>
  );
}
