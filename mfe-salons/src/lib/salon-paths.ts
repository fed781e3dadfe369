/** The salon list; `/salony/:cityOrCode` sits under it (spec part 2, section 2). */
export const SALON_LIST_PATH = '/salony';
