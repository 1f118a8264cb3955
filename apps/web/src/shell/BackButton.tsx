import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router';

/**
 * The Back button of the forms (docs/rules.md, "Areas and screens"). Goes back in history, or to
 * `fallback` when the form was opened directly from a link.
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps its own index in history.state; 0 means nothing to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ mb: 2 }}>
      Back
    </Button>
  );
}
