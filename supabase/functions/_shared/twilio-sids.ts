/**
 * Twilio's identifiers as Twilio writes them, in a module that imports nothing: the launch check (builder/) loads it
 * before the functions' copy of content/ exists.
 */

/** A Messaging Service's SID: the sender of every text within the A2P 10DLC campaign (decision 0078). */
export const messagingServicePattern = /^MG[0-9a-fA-F]{32}$/
