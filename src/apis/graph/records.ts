/**
 * The Knowledge Graph's records as the store keeps them (snake_case, like every REST object),
 * and the collections that hold them. Devices, requests and users belong to other APIs: the
 * graph reads the very records REST returns.
 */
import type { StoredRecord } from '../../core/store.js';

export const ARTICLES = 'articles';
export const CATEGORIES = 'article_categories';
export const TICKETS = 'tickets';
export const LINKS = 'links';
/** Collections of other modules the graph reads. */
export const DEVICES = 'devices';
export const REQUESTS = 'requests';
export const USERS = 'users';

export type ArticleStatus = 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'ARCHIVED';
export type TicketStatus = 'NEW' | 'OPEN' | 'PENDING' | 'SOLVED' | 'CLOSED';
export type TicketPriority = 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
export type LinkKind = 'SOLVES' | 'REFERENCES' | 'DUPLICATES';

export interface ArticleVersionRecord {
  version: number;
  title: string;
  summary: string;
  body: string;
  editor_id: string | null;
  note: string | null;
  created_at: string;
}

export interface ArticleRecord extends StoredRecord {
  slug: string;
  title: string;
  summary: string;
  body: string;
  locale: string;
  status: ArticleStatus;
  version: number;
  /** Newest first, at most MAX_VERSIONS. */
  versions: ArticleVersionRecord[];
  author_ids: string[];
  category_id: string | null;
  tags: string[];
  published_at: string | null;
}

export interface CategoryRecord extends StoredRecord {
  name: string;
  slug: string;
  description: string;
  parent_id: string | null;
}

export interface CommentRecord {
  id: string;
  body: string;
  author_id: string | null;
  public: boolean;
  created_at: string;
}

export interface TicketRecord extends StoredRecord {
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  requester_id: string | null;
  assignee_id: string | null;
  tags: string[];
  /** Oldest first, at most MAX_COMMENTS. */
  comments: CommentRecord[];
  device_ids: string[];
  request_ids: string[];
  solved_at: string | null;
}

export interface LinkRecord extends StoredRecord {
  kind: LinkKind;
  article_id: string;
  ticket_id: string;
  note: string | null;
  created_by_id: string | null;
}

/** Bounds on what grows inside one record. */
export const MAX_VERSIONS = 50;
export const MAX_COMMENTS = 500;
export const MAX_REFERENCES = 50;
