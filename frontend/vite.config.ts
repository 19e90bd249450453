import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The NestJS backend serves the built app from frontend/dist in production and owns
// /api (REST) and /oidc (the embedded sign-in provider); in development Vite forwards both.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, xfwd: true },
      '/oidc': { target: backend, xfwd: true },
    },
  },
  preview: { port: 4173 },
});
