import { configureStore } from '@reduxjs/toolkit';
import { blogApi } from './api.ts';

/** A new blog store; tests create one each so no state leaks between them. */
export function createBlogStore() {
  return configureStore({
    reducer: { [blogApi.reducerPath]: blogApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(blogApi.middleware),
  });
}

export type BlogStore = ReturnType<typeof createBlogStore>;
export type BlogState = ReturnType<BlogStore['getState']>;
export type BlogDispatch = BlogStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createBlogStore();
