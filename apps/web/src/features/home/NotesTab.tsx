import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';

/** The class's course cards. */
export default function NotesTab() {
  return <Typography color="text.secondary">{MESSAGES.noDataFound}</Typography>;
}
