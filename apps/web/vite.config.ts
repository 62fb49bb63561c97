import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * The API refuses state-changing requests whose Origin is not its own (CSRF guard), and in development
 * the page's origin is Vite's. The proxy therefore presents the API's own origin.
 */
const apiProxy: ProxyOptions = {
  target: API_ORIGIN,
  changeOrigin: true,
  configure(proxy) {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000');
    });
  },
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/trpc': apiProxy, '/api': apiProxy },
  },
  build: {
    outDir: 'dist',
  },
});
