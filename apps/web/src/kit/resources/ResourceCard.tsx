import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MESSAGES,
  RESOURCE_TYPE_LABELS,
  SERVER_MESSAGES,
  resourceInitial,
  semesterLabel,
  type CourseResource,
} from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { formatDate } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useDeleteResource } from './resourcesApi';

const AVATAR_COLOURS = {
  notes: 'primary.main',
  papers: 'secondary.main',
  ebooks: 'success.main',
  lab: 'warning.main',
} as const;

/**
 * A course card (docs/rules.md, "Course resources"): the type's first letter as its avatar, the
 * subject's name, the class, the topic, an expandable description and the files' links (new tab).
 */
export function ResourceCard({ resource }: { resource: CourseResource }) {
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource();
  const descriptionId = `resource-description-${resource._id}`;
  const confirm = () =>
    remove.mutate(resource._id, {
      onSuccess: () => {
        notify.success(SERVER_MESSAGES.resourceDeleted);
        setConfirming(false);
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.errorOccured)),
    });
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: AVATAR_COLOURS[resource.type] }} aria-label={RESOURCE_TYPE_LABELS[resource.type]}>
            {resourceInitial(resource.type)}
          </Avatar>
        }
        title={resource.subject.name}
        subheader={`${resource.department} · ${semesterLabel(resource.semester)} · ${RESOURCE_TYPE_LABELS[resource.type]}`}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1', sx: { overflowWrap: 'anywhere' } } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{resource.topic}</Typography>
        <Typography variant="body2" color="text.secondary">
          {resource.uploadBy ?? 'A former member'} · {formatDate(resource.createdAt)}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0 }} aria-label="Files">
          {resource.resources.map((file) => (
            <li key={file._id}>
              <Link
                href={file.url}
                target="_blank"
                rel="noopener"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
              >
                <InsertDriveFileIcon fontSize="small" aria-hidden />
                {file.name}
              </Link>
            </li>
          ))}
        </Stack>
      </CardContent>
      <CardActions disableSpacing>
        {resource.canDelete && (
          <IconButton aria-label={`Delete ${resource.topic}`} onClick={() => setConfirming(true)}>
            <DeleteIcon />
          </IconButton>
        )}
        <IconButton
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={descriptionId}
          aria-label={expanded ? 'Hide the description' : 'Show the description'}
          sx={{ ml: 'auto', transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={descriptionId}>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {resource.description}
          </Typography>
        </CardContent>
      </Collapse>
      <ConfirmDialog
        open={confirming}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
