/**
 * Every cached page of every user list: a change to an account refreshes them all. Apart from the
 * lists' calls, so that a screen which only refreshes them (the admin's dashboard) does not load
 * their query rules (docs/benchmarks.md, "The first page").
 */
export const USER_LISTS_KEY = ['userLists'] as const;
