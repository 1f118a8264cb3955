import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** One labelled value of a row's card. */
export interface CardField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/**
 * How a list's row reads as a card on a phone: a heading saying what the row is about, an optional
 * value beside it (an amount), every other value under its label, and the row's actions.
 */
export interface RowCardLayout<Row> {
  title: (row: Row) => ReactNode;
  aside?: (row: Row) => ReactNode;
  fields: CardField<Row>[];
  actions?: (row: Row) => ReactNode;
}

/**
 * True on a phone-sized screen (below MUI's `sm`), known at the first render, so a list never
 * draws its table first and its cards a moment later.
 */
export const usePhoneLayout = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * A list's rows as stacked cards (docs/rules.md, "Areas and screens"): what a phone shows instead of
 * a table whose columns would not fit, so every value of a row stays on screen under its label,
 * with nothing to scroll sideways. The list is named by `label`, each card headed by its title.
 */
export function RowCards<Row>({
  label,
  rows,
  rowKey,
  layout,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  layout: RowCardLayout<Row>;
}) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const actions = layout.actions?.(row);
        return (
          <Card component="li" variant="outlined" key={rowKey(row)}>
            <CardContent sx={{ pb: actions ? 0 : undefined }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {layout.title(row)}
                </Typography>
                {layout.aside && (
                  <Typography variant="subtitle1" component="p" sx={{ whiteSpace: 'nowrap' }}>
                    {layout.aside(row)}
                  </Typography>
                )}
              </Stack>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1, mb: 0 }}
              >
                {layout.fields.map((field) => (
                  <Fragment key={field.label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {field.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {field.value(row)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </CardContent>
            {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
          </Card>
        );
      })}
    </Stack>
  );
}
