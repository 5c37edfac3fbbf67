import type { TCreatePostBody, TPost } from '@outreach/shared/schemas/posts';
import { api } from '../../api/apiClient.ts';

export type Post = TPost;
export interface PostList {
  posts: Post[];
  total: number;
}

export const postKeys = {
  list: (q: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
    return `/posts?${p}`;
  },
  one: (id: string) => `/posts/${id}`,
};

export const postsApi = {
  create: (body: TCreatePostBody) => api.post<Post>('/posts', body),
  update: (id: string, body: TCreatePostBody) => api.patch<Post>(`/posts/${id}`, body),
  reschedule: (id: string, timestamp: number) => api.patch<Post>(`/posts/${id}/post-time`, { timestamp }),
  archive: (id: string) => api.patch<Post>(`/posts/${id}/archive`),
  remove: (id: string) => api.delete<unknown>(`/posts/${id}`),
};
