import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface LinkCard {
  key: string;
  /** Where the whole card leads. */
  to: string;
  title: ReactNode;
  detail: ReactNode;
}

/**
 * A picker of cards, three to a row on a wide screen and one on a phone, each a link as a whole
 * with its title (an h3) and a line of detail: the faculty's classes (to their attendance) and exam
 * types (to their exams) are picked this way, so the cards are drawn once here.
 */
export function LinkCardGrid({ cards }: { cards: LinkCard[] }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card>
            <CardActionArea component={RouterLink} to={card.to}>
              <CardContent>
                <Typography component="h3" variant="h6">
                  {card.title}
                </Typography>
                <Typography color="text.secondary">{card.detail}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
