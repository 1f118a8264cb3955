import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@portal/domain';

interface ManualEntryProps {
  disabled: boolean;
  onSubmit: (gatepassId: string) => void;
}

/** For a pass the camera cannot read: the guard types its id or link. */
export default function ManualEntry({ disabled, onSubmit }: ManualEntryProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) {
      setError(MESSAGES.required);
      return;
    }
    setError(null);
    onSubmit(text);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Gate pass ID or link"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Button type="submit" variant="outlined" disabled={disabled} sx={{ minHeight: 40 }}>
        Verify
      </Button>
    </Stack>
  );
}
