import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify('https://www.example.com') },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
