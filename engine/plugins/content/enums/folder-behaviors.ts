/** Folder behaviours (spec §3): what clicking a folder in the navigation does. */
export const FOLDER_BEHAVIORS = {
  index: 1,
  redirect: 2,
  none: 3,
} as const;
