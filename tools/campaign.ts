/**
 * `npm run campaign`: the A2P 10DLC campaign's registration for Twilio's console, field by field, written from
 * content/ now (builder/campaign-registration.ts; docs/deploy.md says where each field goes). /admin/launch shows it
 * too.
 */
import { siteContent } from '../content/site-content'
import { campaignRegistrationText } from '../builder/campaign-registration'

console.log(campaignRegistrationText(siteContent))
