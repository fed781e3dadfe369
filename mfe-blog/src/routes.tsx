import './i18n.ts';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { store as defaultStore, type BlogStore } from './app/store.ts';
import { ArticleSkeleton } from './features/blog-article/components/article-skeleton.tsx';
import { BlogHomeScreen } from './features/blog-list/components/blog-home-screen.tsx';
import { CategoryScreen } from './features/blog-list/components/category-screen.tsx';
import { BLOG_PATH } from './lib/blog-paths.ts';

// Loaded when opened (decision 0033): the lists need none of the article's sanitiser and
// dates, nor the comments' form; an article loads its comments after its text.
const ArticleScreen = lazy(() => import('./features/blog-article/components/article-screen.tsx').then((m) => ({ default: m.ArticleScreen })));
const CommentsSection = lazy(() => import('./features/blog-comments/components/comments-section.tsx').then((m) => ({ default: m.CommentsSection })));

export interface BlogRoutesProps {
  /** Only for tests, which want a fresh store each; the shell renders it without props. */
  store?: BlogStore;
}

/**
 * The blog remote's `./routes`: `/blog`, `/blog/:category` and
 * `/blog/:category/:postRef`, with absolute paths because the shell mounts it under a
 * root splat. Default export: the shell loads it with React.lazy.
 */
export default function BlogRoutes({ store = defaultStore }: BlogRoutesProps) {
  return (
    <Provider store={store}>
      <Routes>
        <Route path={BLOG_PATH} element={<BlogHomeScreen />} />
        <Route path={`${BLOG_PATH}/:category`} element={<CategoryScreen />} />
        <Route
          path={`${BLOG_PATH}/:category/:postRef`}
          // Composed here: the article feature does not import the comments feature.
          element={
            <Suspense fallback={<ArticleSkeleton />}>
              <ArticleScreen
                renderComments={(post) => (
                  <Suspense fallback={null}>
                    <CommentsSection key={post.id} postId={post.id} />
                  </Suspense>
                )}
              />
            </Suspense>
          }
        />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
