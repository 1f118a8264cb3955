import TablePagination from '@mui/material/TablePagination';

export interface PageChoice {
  page: number;
  rowsPerPage: number;
}

/**
 * The pager under a list of requests (the approver's pending cards, the decided lists): a page of
 * the server's, with the sizes offered; its controls wrap on a phone.
 */
export function ListPager({
  total,
  page,
  options,
  onPage,
}: {
  total: number;
  page: PageChoice;
  options: readonly number[];
  onPage: (page: PageChoice) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page.page}
      rowsPerPage={page.rowsPerPage}
      rowsPerPageOptions={[...options]}
      onPageChange={(_event, next) => onPage({ page: next, rowsPerPage: page.rowsPerPage })}
      onRowsPerPageChange={(event) => onPage({ page: 0, rowsPerPage: Number(event.target.value) })}
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
      }}
    />
  );
}
