import type { Deps } from '../../ports/deps.ts';

/** The posts-queue message that publishes a post at its time; `at` tells a stale one from the current. */
export interface PostMessage {
  kind: 'post';
  teamId: string;
  postId: string;
  at: number;
}

export const postScheduleName = (teamId: string, postId: string, at: number) =>
  `post#${teamId}#${postId}#${at}`;

/** Schedules the publication (EventBridge Scheduler in AWS, the table scheduler locally). */
export async function schedulePost(deps: Deps, p: { teamId: string; postId: string; at: number }) {
  const body: PostMessage = { kind: 'post', teamId: p.teamId, postId: p.postId, at: p.at };
  await deps.scheduler.schedule({
    name: postScheduleName(p.teamId, p.postId, p.at),
    at: p.at,
    queue: 'posts',
    body,
  });
}

export async function cancelPostSchedule(deps: Deps, p: { teamId: string; postId: string; at: number }) {
  await deps.scheduler.cancel(postScheduleName(p.teamId, p.postId, p.at)).catch(() => {});
}
