import type { Notifications } from '@salon/contracts/messages-api';
import { profileApi } from '../../../app/api.ts';

export type { Notifications };

const notificationsApi = profileApi.enhanceEndpoints({ addTagTypes: ['UnreadNotifications'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users/me/notifications/unread-count: the bell's badge. */
    getUnreadCount: build.query<{ unreadCount: number }, void>({
      query: () => ({ url: '/api/users/me/notifications/unread-count' }),
      providesTags: ['UnreadNotifications'],
    }),
    /** GET /api/users/me/notifications: the newest ones, in the page's language. */
    getNotifications: build.query<Notifications, void>({
      query: () => ({ url: '/api/users/me/notifications' }),
    }),
    /**
     * POST /api/users/me/notifications/markAsRead without ids: every one is read. Only the
     * badge reloads: the open list keeps showing which were new.
     */
    markNotificationsRead: build.mutation<null, void>({
      query: () => ({ url: '/api/users/me/notifications/markAsRead', method: 'POST', body: {} }),
      invalidatesTags: ['UnreadNotifications'],
    }),
  }),
});

export const { useGetUnreadCountQuery, useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
