/** The public paths that show a PublicInfoPage (apart from the page, so the route table stays small). */
export const PUBLIC_INFO_KINDS = ['register', 'forgot-password', 'terms', 'privacy', 'help'] as const;

export type PublicInfoKind = (typeof PUBLIC_INFO_KINDS)[number];
