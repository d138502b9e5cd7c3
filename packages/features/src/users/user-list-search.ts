/** What the users list shows: the applied criteria and the page, from 1 (the console keeps it in the URL). */
interface UserListSearch {
  criteria: string;
  pageNumber: number;
}

const DEFAULT_USER_LIST_SEARCH: UserListSearch = { criteria: '', pageNumber: 1 };

function userListSearchFromParams(params: URLSearchParams): UserListSearch {
  const page = Number(params.get('page'));
  return {
    criteria: params.get('criteria') ?? '',
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function userListSearchToParams(search: UserListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.criteria) params.set('criteria', search.criteria);
  if (search.pageNumber > 1) params.set('page', String(search.pageNumber));
  return params;
}

export { DEFAULT_USER_LIST_SEARCH, type UserListSearch, userListSearchFromParams, userListSearchToParams };
