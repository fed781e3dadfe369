import { configureStore } from '@reduxjs/toolkit';
import { jobsApi } from './api.ts';

/** A new jobs store; tests create one each so no state leaks between them. */
export function createJobsStore() {
  return configureStore({
    reducer: { [jobsApi.reducerPath]: jobsApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(jobsApi.middleware),
  });
}

export type JobsStore = ReturnType<typeof createJobsStore>;
export type JobsState = ReturnType<JobsStore['getState']>;
export type JobsDispatch = JobsStore['dispatch'];

/** The store of the mounted remote: one per page, kept while the visitor moves between routes. */
export const store = createJobsStore();
