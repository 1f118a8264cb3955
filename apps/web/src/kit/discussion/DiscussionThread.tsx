import { useEffect, useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORMER_MEMBER, type DiscussionPost, type DiscussionReply } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';
import { PostBox } from './PostBox';
import type { DiscussionClass } from './discussionApi';

const authorName = (post: DiscussionReply): string => post.author?.name ?? FORMER_MEMBER;

/** One post or reply: who wrote it (faculty marked), when (the institute's time), the text, and Delete where allowed. */
function PostBody({
  post,
  kind,
  onDelete,
}: {
  post: DiscussionReply;
  kind: 'post' | 'reply';
  onDelete: (post: DiscussionReply) => void;
}) {
  const name = authorName(post);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, flexGrow: 1, minWidth: 0 }}
        >
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {post.author?.type === 'faculty' && <Chip label="Faculty" size="small" color="primary" variant="outlined" />}
          <Typography component="time" dateTime={post.createdAt} variant="body2" color="text.secondary">
            {formatDateTime(post.createdAt)}
          </Typography>
        </Stack>
        {post.canDelete && (
          <IconButton
            size="small"
            aria-label={`Delete the ${kind} by ${name}`}
            onClick={() => onDelete(post)}
            sx={{ mt: -0.5 }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{post.text}</Typography>
    </>
  );
}

/** A thread of the board: the post, its replies oldest first, and Reply with its box. */
export function DiscussionThread({
  thread,
  of,
  onDelete,
}: {
  thread: DiscussionPost;
  of?: DiscussionClass;
  onDelete: (post: DiscussionReply) => void;
}) {
  const [replying, setReplying] = useState(false);
  // When the reply box closes, the keyboard goes back to the Reply button that opened it.
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasReplying = useRef(false);
  useEffect(() => {
    if (!replying && wasReplying.current) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);
  return (
    <Card component="article" variant="outlined" aria-label={`Post by ${authorName(thread)}`}>
      <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
        <PostBody post={thread} kind="post" onDelete={onDelete} />
        {thread.replies.length > 0 && (
          <Stack
            component="ul"
            aria-label={`Replies to ${authorName(thread)}`}
            spacing={1.5}
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 1.5,
              p: 0,
              pl: { xs: 1.5, sm: 2.5 },
              borderLeft: 2,
              borderColor: 'divider',
            }}
          >
            {thread.replies.map((reply) => (
              <li key={reply._id}>
                <PostBody post={reply} kind="reply" onDelete={onDelete} />
              </li>
            ))}
          </Stack>
        )}
        <Box sx={{ mt: 1 }}>
          {replying ? (
            <Box sx={{ pl: { xs: 0, sm: 2.5 }, pt: 1 }}>
              <PostBox
                of={of}
                parentId={thread._id}
                label="Your reply"
                submitLabel="Reply"
                autoFocus
                onCancel={() => setReplying(false)}
                onDone={() => setReplying(false)}
              />
            </Box>
          ) : (
            <Button ref={replyButton} size="small" startIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
              Reply
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
