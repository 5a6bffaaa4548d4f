/** The lead console's entry (decision 0060): a React app of its own, loaded only by /console. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConsoleApp } from './console-app'
import './console.css'

// A read that failed is tried again by the inbox's next refresh, or by the owner's reload; a failed save says so.
// Offline, a read or a save fails and says so too, rather than wait unseen for the network to come back.
const queries = new QueryClient({
  defaultOptions: {
    queries: { retry: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
})

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <ConsoleApp />
    </QueryClientProvider>
  </StrictMode>,
)
