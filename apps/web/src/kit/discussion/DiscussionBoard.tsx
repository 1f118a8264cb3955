import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVER_MESSAGES, semesterLabel, type DiscussionReply } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';
import { DiscussionThread } from './DiscussionThread';
import { PostBox } from './PostBox';
import { useDeleteDiscussion, useDiscussion, type DiscussionClass } from './discussionApi';

/**
 * A class's message board (docs/rules.md, "Discussions"): the post box, then the threads newest
 * first with their replies, Reply under each, Delete where the server says the viewer may, and
 * "Load more" for older threads. Staff name the class; a student's board is the own class.
 */
export function DiscussionBoard({ of }: { of?: DiscussionClass }) {
  const board = useDiscussion(of);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<DiscussionReply>(
    useDeleteDiscussion(of),
    SERVER_MESSAGES.discussionDeleted,
  );
  if (board.isPending) return <Loading />;
  if (board.isError) return <Alert severity="error">{board.error.message}</Alert>;
  const { threads, total, department, semester } = board.data;
  return (
    <Stack spacing={2} component="section" aria-label="Discussions">
      {!of && (
        <Typography variant="body2" color="text.secondary">
          The board of your class, {department} · {semesterLabel(semester)}: your classmates and teachers read what you
          post.
        </Typography>
      )}
      <PostBox of={of} label="Your post" submitLabel="Post" />
      {threads.length === 0 ? (
        <Typography color="text.secondary">No posts yet. Start the discussion.</Typography>
      ) : (
        threads.map((thread) => <DiscussionThread key={thread._id} thread={thread} of={of} onDelete={askDelete} />)
      )}
      {threads.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Showing {threads.length} of {total} {total === 1 ? 'thread' : 'threads'}
          </Typography>
          {board.hasNextPage && (
            <Button variant="outlined" onClick={() => void board.fetchNextPage()} loading={board.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Stack>
      )}
      {deleteDialog}
    </Stack>
  );
}
