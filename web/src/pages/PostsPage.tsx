import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type PostNetwork, postNetworks } from '@outreach/shared/constants/outreach';
import { postToasts } from '@outreach/shared/rules/outreach/posts';
import {
  isoDate,
  localDate,
  resolveTimezone,
  zonedToInstant,
} from '@outreach/shared/rules/outreach/zoned-time';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { productNow } from '../modules/clock/productClock.ts';
import { type Post, type PostList, postKeys, postsApi } from '../modules/posts/api/postsApi.ts';
import { PostRow } from '../modules/posts/components/PostRow.tsx';
import { PostsCalendar } from '../modules/posts/components/PostsCalendar.tsx';
import { ScheduleDialog } from '../modules/posts/components/ScheduleDialog.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PaginationBar } from '../modules/ui/PaginationBar.tsx';

const networkLabel: Record<PostNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + by;
  return isoDate(Math.floor(i / 12), (i % 12) + 1, 1).slice(0, 7);
}

/** /posts and /posts/{network} (Schedule Posts, spec 3 §2): list and calendar views, reschedule, archive, delete. */
export function PostsPage() {
  const { postType } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const timezone = useProfile().data?.timezone?.name;
  const tz = resolveTimezone(timezone);
  const network: PostNetwork = postNetworks.includes(postType as PostNetwork)
    ? (postType as PostNetwork)
    : 'linkedin';
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [month, setMonth] = useState(() => localDate(productNow(), tz).slice(0, 7));
  const [rescheduling, setRescheduling] = useState<Post | null>(null);
  const [y, m] = month.split('-').map(Number);
  const from = zonedToInstant({ year: y, month: m, day: 1, hour: 0, minute: 0 }, tz);
  const next = shiftMonth(month, 1).split('-').map(Number);
  const to = zonedToInstant({ year: next[0], month: next[1], day: 1, hour: 0, minute: 0 }, tz);
  const key =
    view === 'list'
      ? postKeys.list({ network, page, perPage })
      : postKeys.list({ network, from, to, perPage: 500, sortOrder: 'ASC' });
  const list = useSWR<PostList>(key);
  const refresh = () => mutate((k) => typeof k === 'string' && k.startsWith('/posts'));
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (e) {
      toast.showError(e);
    } finally {
      await refresh();
    }
  };
  const reschedule = async (p: Post, at: number) => {
    // Applied at once, rolled back on error (spec 3 §4, §8).
    const rollback = list.data;
    await list.mutate(
      (d) =>
        d && {
          ...d,
          posts: d.posts.map((x) =>
            x.id === p.id ? { ...x, scheduledAt: at, status: 'pending', statusLabel: 'Scheduled' } : x,
          ),
        },
      { revalidate: false },
    );
    setRescheduling(null);
    try {
      await postsApi.reschedule(p.id, at);
    } catch (e) {
      await list.mutate(rollback, { revalidate: false });
      toast.show({
        message: (e as Error).message || postToasts.rescheduleFailed,
        type: 'error',
        autoCloseTime: 3000,
      });
    } finally {
      await refresh();
    }
  };

  return (
    <Box data-testid="posts-page">
      <PageHeader
        title="Schedule Posts"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate('/posts/new')}
            data-testid="post-new"
          >
            New post
          </Button>
        }
      />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Tabs value={network} onChange={(_, v: PostNetwork) => navigate(`/posts/${v}`)} sx={{ flex: 1 }}>
          {postNetworks.map((n) => (
            <Tab key={n} value={n} label={networkLabel[n]} />
          ))}
        </Tabs>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v) => v && setView(v)}>
          <ToggleButton value="list">List</ToggleButton>
          <ToggleButton value="calendar" data-testid="posts-calendar-view">
            Calendar
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
      {view === 'calendar' ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <IconButton aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
              ‹
            </IconButton>
            <Typography sx={{ minWidth: 100, textAlign: 'center' }}>{month}</Typography>
            <IconButton aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
              ›
            </IconButton>
          </Stack>
          <PostsCalendar month={month} posts={list.data?.posts ?? []} timezone={timezone} />
        </>
      ) : (
        <>
          {list.data?.total === 0 && (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              No posts yet.
            </Typography>
          )}
          <Stack spacing={2}>
            {list.data?.posts.map((p) => (
              <PostRow
                key={p.id}
                post={p}
                timezone={timezone}
                onReschedule={() => setRescheduling(p)}
                onArchive={() => act(() => postsApi.archive(p.id))}
                onDelete={() => act(() => postsApi.remove(p.id))}
                onEdit={() => navigate(`/posts/${p.id}/details?edit=1`)}
              />
            ))}
          </Stack>
          <PaginationBar
            page={page}
            perPage={perPage}
            total={list.data?.total ?? null}
            onPage={setPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
        </>
      )}
      {rescheduling && (
        <ScheduleDialog
          open
          title="Reschedule post"
          timezone={timezone}
          onClose={() => setRescheduling(null)}
          onConfirm={(at) => reschedule(rescheduling, at)}
        />
      )}
    </Box>
  );
}
