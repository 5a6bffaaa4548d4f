import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify('https://www.example.com'),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
