/** The site reads opening hours where content's copy is filled with them (content/hours.ts). */
export { formatOpeningHours, formatTime } from '../../content/hours'
