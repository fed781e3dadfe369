import { act, renderHook, waitFor } from '@testing-library/react';
import { setCurrentLanguage } from '@salon/platform';
import { BLOG_READ_REUSE_MS, resetBlogReadsForTests, useBlogRead } from './blog-read.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const answer = (psdata: unknown) => ({ data: { psdata } });

beforeEach(() => {
  mockBaseQuery.mockReset();
  resetBlogReadsForTests();
  setCurrentLanguage('pl');
});

it('asks GET /api/blog for the path, public, and gives the answer', async () => {
  mockBaseQuery.mockResolvedValue(answer([{ id: 1 }]));
  const { result } = renderHook(() => useBlogRead('rest/blogpost', { resultsPerPage: 12 }));
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.data?.psdata).toEqual([{ id: 1 }]));
  expect(result.current).toMatchObject({ isLoading: false, isError: false });
  expect(mockBaseQuery).toHaveBeenCalledWith({ url: '/api/blog', params: { path: 'rest/blogpost?resultsPerPage=12' }, auth: false });
});

it('makes one call for two widgets reading the same path, and reuses it for a minute', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  mockBaseQuery.mockResolvedValue(answer([]));
  const first = renderHook(() => useBlogRead('rest/getytlinks'));
  const second = renderHook(() => useBlogRead('rest/getytlinks'));
  await waitFor(() => expect(second.result.current.isLoading).toBe(false));
  expect(first.result.current.isLoading).toBe(false);
  expect(mockBaseQuery).toHaveBeenCalledTimes(1);

  now.mockReturnValue(1_000_000 + BLOG_READ_REUSE_MS + 1);
  const later = renderHook(() => useBlogRead('rest/getytlinks'));
  await waitFor(() => expect(later.result.current.isLoading).toBe(false));
  expect(mockBaseQuery).toHaveBeenCalledTimes(2);
  now.mockRestore();
});

it('reports a failure, keeps none, and asks again on refetch', async () => {
  mockBaseQuery.mockResolvedValueOnce({ error: { status: 500, code: 'UNKNOWN_ERROR' } }).mockResolvedValueOnce(answer([{ id: 2 }]));
  const { result } = renderHook(() => useBlogRead('rest/blogpost'));
  await waitFor(() => expect(result.current.isError).toBe(true));
  act(() => result.current.refetch());
  await waitFor(() => expect(result.current.data?.psdata).toEqual([{ id: 2 }]));
  expect(result.current.isError).toBe(false);
  expect(mockBaseQuery).toHaveBeenCalledTimes(2);
});

it('asks again in the new language, showing no answer of the old one meanwhile', async () => {
  mockBaseQuery.mockResolvedValueOnce(answer(['pl'])).mockReturnValueOnce(new Promise(() => undefined));
  const { result } = renderHook(() => useBlogRead('rest/jldbanner'));
  await waitFor(() => expect(result.current.data?.psdata).toEqual(['pl']));
  act(() => setCurrentLanguage('en'));
  expect(result.current).toMatchObject({ data: undefined, isLoading: true });
  expect(mockBaseQuery).toHaveBeenCalledTimes(2);
});
