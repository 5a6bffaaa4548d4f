/**
 * The names the calculator's figures go under in the contact page's address (offer-handoff.ts), apart so the page's
 * start script can tell an address that hands an estimate over without loading the calculator's words.
 */
export const handoffParams = { arv: 'arv', repairs: 'repairs', town: 'town' } as const

/** Whether the address hands the calculator's figures over. */
export const handsOverEstimate = (search: string): boolean => new URLSearchParams(search).has(handoffParams.arv)
