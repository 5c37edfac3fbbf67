import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { TemplateScope, TMessageTemplate, TSequenceTemplate } from '@outreach/shared/schemas/templates';
import type { UploadPurpose } from '@outreach/shared/schemas/uploads';
import { api } from '../../api/apiClient.ts';

export type MessageTemplate = TMessageTemplate;
export type SequenceTemplate = Omit<TSequenceTemplate, 'sequence'> & { sequence: SequenceStep[] };
export interface TemplateCategory {
  id: number;
  name: string;
  totalTemplates: number;
}
export interface TemplateList {
  templates: MessageTemplate[];
  total: number;
}
export interface Attachment {
  file_name: string;
  file_uri: string;
}

export interface TemplateInput {
  name: string;
  categoryId?: number | null;
  isAvailableForTeam?: boolean;
  message: string;
  subject?: string;
  attachments: Attachment[];
}

/** The list query of GET /templates/{scope}. */
export interface TemplateListQuery {
  page?: number;
  perPage?: number;
  search?: string;
  categoryId?: number | null;
  sortField?: 'createdAt' | 'updatedAt' | 'name';
  sortOrder?: 'ASC' | 'DESC';
}

const qs = (q: Record<string, unknown>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const templateKeys = {
  /** `all` is GET /templates: what the picker offers. */
  list: (scope: TemplateScope | 'all', q: TemplateListQuery = {}) =>
    `/templates${scope === 'all' ? '' : `/${scope}`}${qs({ ...q })}`,
  categories: (scope: TemplateScope) => `/templates/categories?scope=${scope}`,
  sequenceList: (q: Record<string, unknown>) => `/sequence-templates${qs(q)}`,
  sequenceAvailable: '/sequence-templates/available',
  sequenceCategories: '/sequence-templates/categories',
  sequenceOne: (id: string) => `/sequence-templates/${id}`,
};

/** The multipart form of POST /templates and PUT /templates/{id} (spec 3 §7). */
function templateForm(t: TemplateInput): FormData {
  const f = new FormData();
  f.set('name', t.name);
  if (t.categoryId) f.set('categoryId', String(t.categoryId));
  f.set('isAvailableForTeam', String(Boolean(t.isAvailableForTeam)));
  const step = {
    message: t.message,
    attachments: t.attachments,
    ...(t.subject ? { subject: t.subject } : {}),
  };
  f.set('content', JSON.stringify({ sequence: [step] }));
  return f;
}

export const templatesApi = {
  create: (t: TemplateInput) => api.post<MessageTemplate>('/templates', templateForm(t)),
  update: (id: string, t: TemplateInput) => api.put<MessageTemplate>(`/templates/${id}`, templateForm(t)),
  toggle: (id: string) => api.patch<MessageTemplate>(`/templates/${id}/toggle-availability`),
  remove: (id: string) => api.delete<unknown>(`/templates/${id}`),
  createSequence: (body: {
    name: string;
    category?: string;
    isAvailableForTeam?: boolean;
    sequence: SequenceStep[];
  }) => api.post<SequenceTemplate>('/sequence-templates', body),
  updateSequence: (
    id: string,
    body: Partial<{ name: string; category: string; isAvailableForTeam: boolean; sequence: SequenceStep[] }>,
  ) => api.patch<SequenceTemplate>(`/sequence-templates/${id}`, body),
  toggleSequence: (id: string) =>
    api.patch<SequenceTemplate>(`/sequence-templates/${id}/toggle-availability`),
  removeSequence: (id: string) => api.delete<unknown>(`/sequence-templates/${id}`),
};

export interface PresignedUpload {
  signed_url: string;
  key: string;
  url: string;
  maxBytes: number;
}

/** Presigned upload of a kept file (spec 3 §7 "File upload"): ask for the URL, then PUT the file. */
export async function uploadKeptFile(file: File, purpose: UploadPurpose): Promise<PresignedUpload> {
  const mimetype = file.type || 'application/octet-stream';
  const presigned = await api.post<PresignedUpload>('/uploads/presigned-url', {
    filename: file.name,
    mimetype,
    size: file.size,
    purpose,
  });
  const res = await fetch(presigned.signed_url, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': mimetype },
  });
  if (!res.ok) throw new Error('Uploading failed! Please contact support!');
  return presigned;
}
