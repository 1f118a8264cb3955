import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES, discussionPostForm, type DiscussionPostFormInput } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { usePostDiscussion, type DiscussionClass } from './discussionApi';

/**
 * The box a post or a reply is written in: several lines, required ('This field is required'), at
 * most 2,000 characters, checked with the domain's schema before anything is sent. Ctrl+Enter
 * (or Cmd+Enter) sends it from the keyboard.
 */
export function PostBox({
  of,
  parentId,
  label,
  submitLabel,
  onCancel,
  onDone,
  autoFocus = false,
}: {
  of?: DiscussionClass;
  parentId?: string;
  label: string;
  submitLabel: string;
  onCancel?: () => void;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const post = usePostDiscussion(of);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DiscussionPostFormInput, unknown, z.output<typeof discussionPostForm>>({
    resolver: zodResolver(discussionPostForm),
    defaultValues: { text: '' },
  });
  const submit = handleSubmit(({ text }) =>
    post.mutate(
      { text, parentId },
      {
        onSuccess: (answer) => {
          notify.success(
            answer.msg ?? (parentId ? SERVER_MESSAGES.discussionReplied : SERVER_MESSAGES.discussionPosted),
          );
          reset();
          onDone?.();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        {...register('text')}
        label={label}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        required
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
        {...fieldError(errors.text)}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={post.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
