import { createRoot } from 'react-dom/client';
import JobsRoutes from './routes';
createRoot(document.getElementById('root')!).render(<JobsRoutes />);
