export type NotificationLevel = 'success' | 'error' | 'warning' | 'notice';

export interface AppNotification {
  id: string;
  message: string | null;
  level: NotificationLevel;
  type: string;
  target: 'user' | 'team';
  readAt: string | null;
  createdAt: string;
}

export interface NotificationPage {
  notifications: AppNotification[];
  total: number;
  totalUnreadCount: number;
}
