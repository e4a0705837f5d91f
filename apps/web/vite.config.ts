import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, '/docs': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
