import type { MenuSection } from '@banca/shared-auth';
import { get } from './client';

/** The signed-in user's side menu (sign-in, sign-out and the profile are shared-auth's own). */
export const menuApi = {
  /** An empty or missing answer gives an empty menu. */
  sections: async () => {
    const sections = await get<MenuSection[] | null>('v1/auth/menu');
    return Array.isArray(sections) ? sections : [];
  },
};
