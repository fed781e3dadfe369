import './i18n.ts';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from 'react-router';
import { store as defaultStore, type BlogStore } from './app/store.ts';
import { ArticleScreen } from './features/blog-article/components/article-screen.tsx';
import { CommentsSection } from './features/blog-comments/components/comments-section.tsx';
import { BlogHomeScreen } from './features/blog-list/components/blog-home-screen.tsx';
import { CategoryScreen } from './features/blog-list/components/category-screen.tsx';
import { BLOG_PATH } from './lib/blog-paths.ts';

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
          element={<ArticleScreen renderComments={(post) => <CommentsSection key={post.id} postId={post.id} />} />}
        />
        {/* Spec: unknown paths redirect to root. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Provider>
  );
}
