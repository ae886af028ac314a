/** Paths of pages that other code links to, in one place. */
export const roleProfilePath = (name: string, roleId: number) =>
  `/character/profile/${encodeURIComponent(name.trim().replace(/\s+/g, '-').toLowerCase() || 'role')}/${roleId}`;

export const discoverPath = (tab?: string, page?: number) => {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/?${query}` : '/';
};

/** Seed §2 search-result route: the keyword is one path segment. */
export const searchResultPath = (keyword: string) => `/search-result/${encodeURIComponent(keyword)}`;
