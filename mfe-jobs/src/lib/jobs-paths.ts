/** The job offers; `/pracuj-z-nami/:cityOrId` sits under it (spec part 2, section 2). */
export const JOBS_PATH = '/pracuj-z-nami';
