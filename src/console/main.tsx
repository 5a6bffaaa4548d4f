/** The lead console's entry (decision 0060): a React app of its own, loaded only by /console. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './console-app'
import './console.css'

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
)
