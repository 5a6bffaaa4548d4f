/** sonner, as its own chunk of the build named for what it is (loaded by site-toaster.tsx on demand). */
export { toast, Toaster } from 'sonner'
