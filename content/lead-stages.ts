/**
 * A lead's stages, in order, without zod (the lead console's bundle imports them); public.lead_events' check
 * constraint lists the same keys (tests/unit/console-people.test.ts holds them equal).
 */
export const leadStages = ['new', 'contacted', 'appointment', 'offer-made', 'under-contract', 'closed', 'dead'] as const
export type LeadStage = (typeof leadStages)[number]
