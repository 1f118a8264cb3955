import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useHomeLinks } from '../../shell/feature';

/** The area's quick links (each feature's home links), with a feature's count beside it when it has one. */
export function QuickLinks() {
  const links = useHomeLinks();
  if (links.length === 0) return null;
  return (
    <nav aria-label="Quick links">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {links.map((link) => {
          const countId = `home-count-${link.to.replace(/\W+/g, '-')}`;
          return (
            <Button
              key={link.to}
              variant="outlined"
              component={RouterLink}
              to={link.to}
              aria-describedby={link.Badge ? countId : undefined}
              endIcon={
                link.Badge ? (
                  <Suspense fallback={null}>
                    <link.Badge id={countId} />
                  </Suspense>
                ) : undefined
              }
            >
              {link.label}
            </Button>
          );
        })}
      </Stack>
    </nav>
  );
}
