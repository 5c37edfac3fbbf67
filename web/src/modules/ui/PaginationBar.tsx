import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pageSizeOptions, paginationState } from '@outreach/shared/rules/outreach/pagination';

/**
 * Previous/Next with page size (spec 3 §5): hidden without items; Previous off on page 1, Next on the
 * last. A cursor-paged list passes `hasMore` (it answered a `nextCursor`); its `total` may be null
 * when no counter counts the filter, and the bar then shows the page number only.
 */
export function PaginationBar({
  page,
  perPage,
  total,
  hasMore,
  onPage,
  onPerPage,
  testId = 'pagination',
}: {
  page: number;
  perPage: number;
  total: number | null;
  hasMore?: boolean;
  onPage(page: number): void;
  onPerPage?: (perPage: number) => void;
  testId?: string;
}) {
  const known = paginationState({ page, perPage, total: total ?? 0 });
  const s =
    total === null
      ? {
          ...known,
          showBar: page > 1 || Boolean(hasMore),
          previousDisabled: page <= 1,
          nextDisabled: !hasMore,
        }
      : { ...known, nextDisabled: known.nextDisabled || hasMore === false };
  if (!s.showBar) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}
      data-testid={testId}
    >
      {onPerPage && (
        <TextField
          select
          size="small"
          label="Rows per page"
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          sx={{ width: 130 }}
        >
          {pageSizeOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" color="text.secondary">
        {total === null ? `Page ${page}` : `Page ${page} of ${s.pageCount} · ${total} total`}
      </Typography>
      <Button
        size="small"
        disabled={s.previousDisabled}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-previous`}
      >
        Previous
      </Button>
      <Button
        size="small"
        disabled={s.nextDisabled}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        Next
      </Button>
    </Stack>
  );
}
