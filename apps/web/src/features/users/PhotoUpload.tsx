import { useId, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { MESSAGES, type User } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useUploadPhoto } from './usersApi';

/** The profile photo and its upload button (POST files, field imgCollection). */
export function PhotoUpload({ user }: { user: User }) {
  const upload = useUploadPhoto();
  const inputId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(MESSAGES.profileUpdated),
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
      <Avatar src={user.photo ?? undefined} alt={user.name} sx={{ width: 88, height: 88, fontSize: 36 }}>
        {user.name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          loading={upload.isPending}
        >
          Upload photo
          <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onPick} />
        </Button>
        <Typography variant="caption" color="text.secondary">
          JPEG, PNG or WebP
        </Typography>
      </Stack>
    </Stack>
  );
}
