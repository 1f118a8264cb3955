import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ResourceCards } from '../../kit/resources/ResourceCards';
import { usePageTitle } from '../../shell/pageTitle';
import { UploadNew } from './UploadNew';

/** /course for faculty: All Uploads (the member's own, with delete) and Upload New. */
export default function CoursePage() {
  usePageTitle('Course Resources');
  const [tab, setTab] = useState<'all' | 'new'>('all');
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Tabs
        value={tab}
        onChange={(_event, value: 'all' | 'new') => setTab(value)}
        aria-label="Course resources"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="All Uploads" id="course-tab-all" aria-controls="course-panel-all" />
        <Tab value="new" label="Upload New" id="course-tab-new" aria-controls="course-panel-new" />
      </Tabs>
      <Box role="tabpanel" id={`course-panel-${tab}`} aria-labelledby={`course-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'all' ? (
          <ResourceCards filter={{ mine: true }} empty="You have not uploaded any course resources yet" />
        ) : (
          <UploadNew onDone={() => setTab('all')} />
        )}
      </Box>
    </Paper>
  );
}
