import { business } from './business'
import { offerCopy } from './offer'
import { staticPages } from './pages'
import type { LegalCopy } from './legal.schema'

const mailingAddress = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`

export const legalCopy: LegalCopy = {
  lastUpdatedLabel: 'Last Updated: {date}',
  contentsHeading: 'On this page',
  privacy: {
    heading: 'Privacy Policy',
    lastUpdated: '2025-05-13',
    intro: `${business.name}, operated by ${business.legalEntity}, buys houses for cash. This policy explains, in plain language, what information this website collects, why, who sees it, how long we keep it and the choices you have. It covers this website and the requests you send through it. We never sell your information.`,
    sections: [
      {
        heading: 'Information we collect',
        html: `<h3>What you tell us</h3>
<p>When you ask for an offer, you fill in either the full form on our <a href="${staticPages.contact.path}">contact page</a> or the shorter form that opens from the chat button on every page. The forms ask for:</p>
<ul>
<li>your name, e-mail address and phone number;</li>
<li>the property address (full form only);</li>
<li>the condition of the property and when you would like to sell;</li>
<li>any message you choose to write.</li>
</ul>
<p>Please share only what you are comfortable sharing. You don't need to send documents, account numbers or your Social Security number through this website, and we will never ask for them here.</p>
<h3>What the site records with your request</h3>
<p>When you send a form, the site adds a few details to help us understand how people find us:</p>
<ul>
<li>the page you sent the form from;</li>
<li>the campaign tags in the web address of your visit, if there were any (for example utm_source=facebook), which tell us which ad or listing brought you here;</li>
<li>the date and time you sent it.</li>
</ul>
<h3>How we stop spam</h3>
<p>To keep out automated spam, the form includes a hidden field that people never see but bots often fill in, and it rejects forms sent faster than a person could type them. That is all. We don't use a CAPTCHA, and we don't fingerprint your device or track you across other websites.</p>
<h3>Ordinary web traffic</h3>
<p>Like any website, our hosting provider's servers receive your IP address and basic browser details in order to deliver pages to you, and may keep standard server logs for a short time for security and troubleshooting.</p>`,
      },
      {
        heading: 'What stays in your browser',
        html: `<p><strong>Form drafts.</strong> While you fill in a form, the site saves a draft of what you type in your own browser (in its local storage). If your connection drops or sending fails, you lose nothing and can simply try again. The draft stays on your device and is never sent to us until you send the form. It is cleared as soon as the form is sent successfully, and you can also remove it at any time by clearing this site's data in your browser settings.</p>
<p><strong>Where your visit began.</strong> For as long as the browser tab stays open, the site remembers the first page you opened on it, the website that sent you there (its address without any search terms) and any campaign tags in the link you followed. They are sent with a request you submit, so we know which pages and campaigns bring requests. The site also remembers, on your device, the reference numbers of requests already counted, so a request is counted once.</p>
<p><strong>The offer calculator.</strong> The <a href="${staticPages.offer.path}">offer calculator</a> runs entirely in your browser. The figures you enter are not sent anywhere. If you press <strong>ACCEPT CASH OFFER</strong>, the figures are only copied into the message box of the contact form. Nothing is sent to us unless you then choose to send that form.</p>`,
      },
      {
        heading: 'Cookies, analytics and chat tools',
        html: `<p>Unless we turn on the Meta pixel described below, this site sets no advertising cookies, and we don't use your information to show you ads on other websites.</p>
<p><strong>Analytics.</strong> If we turn on analytics, it is used only to count page views in aggregate, such as how many people visited a page. We don't sell that data or use it to build a profile of you.</p>
<p><strong>Measurement and advertising tags.</strong> We may turn on Google Analytics, Google Tag Manager or the Meta (Facebook) pixel to learn which pages and ads bring us requests. They load only after the page has finished loading. We tell them which page you are on and when a request was sent, a call button was tapped or an estimate was calculated; we never give them your name, e-mail address, phone number, property address, message or the figures you entered. Google and Meta may set their own cookies and handle what they collect under their own privacy policies. When none of them is turned on, this site loads nothing from Google or Meta.</p>
<p><strong>Third-party chat.</strong> We may sometimes add a chat or lead-management tool run by another company. When it is turned on, it loads only after the page has finished loading, and anything you type into it goes to that company, which handles it under its own privacy policy as well as passing it on to us. When it is not turned on, our chat button simply opens the short request form described above, and your information comes only to us.</p>`,
      },
      {
        heading: 'How we use your information',
        html: `<p>We use what you send us only to:</p>
<ul>
<li>look at your property and prepare a cash offer;</li>
<li>contact you to discuss the offer, answer your questions and follow up about the property;</li>
<li>arrange a closing if you decide to sell to us;</li>
<li>understand which pages and campaigns bring us requests, so we can improve the site;</li>
<li>keep the forms free of spam and meet our legal and tax obligations.</li>
</ul>
<p>We don't add you to unrelated marketing lists, and we don't use your information for anything you would not expect from a request for an offer on your house.</p>`,
      },
      {
        heading: 'Calls, texts and e-mails',
        html: `<p>We call, text or e-mail you only in reply to a request you sent us. By sending a form, you ask us to contact you about your property by phone call or e-mail, using the phone number and e-mail address you give us, and we send you one e-mail confirming that we have your request.</p>
<p>We send you text messages only if you tick the box on the form agreeing to calls and texts. The box is never required, and you can sell to us without it. The words beside the box say how often we may text you; message and data rates may apply, and you can reply <strong>HELP</strong> to any text for help. We keep a record of whether you ticked the box, the exact words it showed and when, as the law asks of us.</p>
<p>We don't share your mobile number or your consent to texts with anyone else for their marketing.</p>
<p>You can stop at any time:</p>
<ul>
<li>reply <strong>STOP</strong> to any text message;</li>
<li>tell us on the phone that you don't want more calls;</li>
<li>reply to any e-mail, or write to <a href="mailto:${business.email}">${business.email}</a>, asking us to stop.</li>
</ul>
<p>We will honor your request promptly and tell you so in every text we send.</p>`,
      },
      {
        heading: 'Who we share it with',
        html: `<p><strong>We never sell your personal information, and we never sell or rent marketing lists.</strong> We share it only with:</p>
<ul>
<li><strong>Service providers that work for us:</strong> our website host; Supabase, the cloud database service where requests are stored; and the e-mail delivery service that notifies us when a request comes in. They may use your information only to provide their service to us.</li>
<li><strong>Title companies and closing attorneys</strong>, if you decide to go ahead with a sale, so they can prepare and close the transaction.</li>
<li><strong>Authorities</strong>, when the law requires it, such as in answer to a valid subpoena or court order, or to protect against fraud.</li>
</ul>
<p>If you use a third-party chat tool while it is turned on, the company that runs it also receives what you type into it, as explained above.</p>`,
      },
      {
        heading: 'How long we keep it',
        html: `<ul>
<li><strong>Requests that don't lead to a purchase</strong> are deleted 24 months after our last contact with you.</li>
<li><strong>Records of completed purchases</strong> are kept for as long as tax and real estate laws require, which is generally 7 years.</li>
<li><strong>Form drafts</strong> stay only in your browser and are cleared when the form is sent, or when you clear this site's data.</li>
</ul>
<p>You can ask us to delete a request sooner at any time, as described below.</p>`,
      },
      {
        heading: 'How we protect it',
        html: `<ul>
<li>The whole site uses HTTPS, so what you send is encrypted on its way to us.</li>
<li>Our database is set up so that the public website can only add new requests. It cannot read, change or delete requests that are already stored.</li>
<li>Only the people on our team who need your information to work on your request can see it.</li>
</ul>
<p>No website or database can be made perfectly secure, but we take care to protect what you share. If a breach ever affects your personal information, we will tell you as Florida law requires.</p>`,
      },
      {
        heading: 'Your rights and choices',
        html: `<p>Wherever you live, you can ask us to:</p>
<ul>
<li>tell you what information we hold about you;</li>
<li>correct anything that is wrong;</li>
<li>delete your information, unless the law requires us to keep it (for example, records of a completed purchase);</li>
<li>stop calling, texting or e-mailing you.</li>
</ul>
<p>To make a request, e-mail <a href="mailto:${business.email}">${business.email}</a>, call ${business.phone}, or write to us at ${mailingAddress}. We may ask you to confirm a detail or two so we know the request comes from you. We will answer within 30 days.</p>
<p><strong>Florida residents:</strong> we don't sell personal information, and we don't use it for targeted advertising or profiling. We call and text only people who have asked us to contact them about their property.</p>`,
      },
      {
        heading: "Children's privacy",
        html: `<p>This site is meant for adults who own or manage property. It is not directed to anyone under 18, and we don't knowingly collect information from children. If you believe a child has sent us information, please contact us and we will delete it.</p>`,
      },
      {
        heading: 'Changes and how to reach us',
        html: `<p>If we change how we handle your information, we will update this policy and the date at the top of this page. If a change is significant, we will say so clearly on this page.</p>
<p>Questions about this policy or your information? Contact ${business.name}:</p>
<ul>
<li>E-mail: <a href="mailto:${business.email}">${business.email}</a></li>
<li>Phone: ${business.phone}</li>
<li>Mail: ${business.legalEntity}, ${mailingAddress}</li>
</ul>
<p>Please also read our <a href="${staticPages.terms.path}">Terms of Use</a>.</p>`,
      },
    ],
  },
  terms: {
    heading: 'Terms of Use',
    lastUpdated: '2025-05-13',
    intro: `These terms apply when you use this website, including the offer calculator and the request forms. Please read them. By using the site, you agree to them. If you don't agree, please don't use the site. Our Privacy Policy explains how we handle your information.`,
    sections: [
      {
        heading: 'Who we are',
        html: `<p>This website is run by ${business.legalEntity}, doing business as ${business.name} ("we", "us"), at ${mailingAddress}. We are a local company that buys houses, mobile homes and land for cash. We buy property for ourselves. We are not a real estate brokerage and we don't list homes for sale.</p>
<p>You may use the site to learn about selling your property, estimate a cash offer and ask us for an offer. You must be at least 18 to send us a request.</p>`,
      },
      {
        heading: 'The calculator gives an estimate, not an offer',
        html: `<p>The <a href="${staticPages.offer.path}">offer calculator</a> uses a simple rule of thumb: ${Math.round(offerCopy.offerShare * 100)}% of the after-repair value you enter, minus the repair costs you enter. The result is only a rough estimate based on your own figures. It is not an appraisal, not a valuation and not an offer to buy your property.</p>
<p>Pressing <strong>ACCEPT CASH OFFER</strong> does not accept or create any offer. It only copies your figures into the contact form so you can ask us for a real one. Our actual offer depends on the property, its title, the local market and what we learn when we look at it, and may be higher or lower than the estimate.</p>`,
      },
      {
        heading: 'No offer is binding until a contract is signed',
        html: `<p>Any offer we discuss with you, whether on this site, by phone, by text or by e-mail, is not binding on you or on us. A sale happens only under a written purchase contract signed by both you and us. The terms of that contract, not this website, govern the sale.</p>
<p>Asking for an offer costs nothing and never obliges you to sell.</p>`,
      },
      {
        heading: 'We are not your agent or adviser',
        html: `<p>We are the buyer, not your real estate agent, and nothing on this site creates an agency, fiduciary or client relationship. The articles, guides and answers on this site are general information. They are not legal, tax or financial advice and may not fit your situation.</p>
<p>Before you sell, we encourage you to talk to an attorney or a tax professional, especially if your situation involves probate, foreclosure, liens, divorce or a property with several owners. You are always free to have your own attorney review any contract before you sign.</p>`,
      },
      {
        heading: 'Information you send us',
        html: `<p>Please make sure the information you send us is true and is yours to share. If you send a request about a property, you should be an owner, or be authorized by the owner, to discuss selling it. Our offers rely on what you tell us, so an offer based on wrong or incomplete information may change once we learn the facts.</p>`,
      },
      {
        heading: 'Acceptable use',
        html: `<p>When you use this site, please don't:</p>
<ul>
<li>send spam, advertising or automated form submissions;</li>
<li>scrape, crawl or download the site in a way that slows it down or burdens our servers;</li>
<li>send false information or pretend to be someone else;</li>
<li>try to get around our security, test it for weaknesses, reach data you are not meant to see or disrupt the site;</li>
<li>use the site for anything unlawful.</li>
</ul>
<p>We may block access or ignore requests that break these rules.</p>`,
      },
      {
        heading: 'Our content and trademarks',
        html: `<p>The text, photos, graphics, calculator and design of this site belong to us or to those who licensed them to us. You may read, print and share pages for your own personal use. Please don't copy or republish our content for commercial use without our written permission.</p>
<p>The name ${business.name} and our logo are our trademarks. Please don't use them in a way that suggests we endorse or work with you.</p>`,
      },
      {
        heading: 'Links and third-party services',
        html: `<p>The site may link to other websites, such as county records, government agencies or our social media pages. We don't control those sites and are not responsible for their content or their privacy practices.</p>
<p>We may sometimes offer a chat or lead-management tool run by another company. When it is turned on, that company receives what you type into it and handles it under its own terms and privacy policy.</p>`,
      },
      {
        heading: 'Testimonials',
        html: `<p>The testimonials and stories on this site describe individual sellers' own experiences. Every property and every situation is different, so your offer, timeline and results may not be the same. Testimonials are not a promise or guarantee of any particular price or outcome.</p>`,
      },
      {
        heading: 'Disclaimers and limitation of liability',
        html: `<p>We work to keep this site accurate and available, but we provide it "as is". We don't promise that it will always be available, free of errors or up to date, and we are not responsible for decisions you make based only on the site's general information or calculator estimates.</p>
<p>To the fullest extent Florida law allows, we are not liable for any indirect, incidental or consequential damages, or for lost profits, arising from your use of the website. Our total liability for any claim about your use of the website is limited to $100.</p>
<p>These limits apply only to your use of the website. They do not limit any rights you have under a signed purchase contract, or any liability that cannot be limited by law.</p>`,
      },
      {
        heading: 'Florida law and where disputes are heard',
        html: `<p>These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any dispute about this website or these terms will be heard in the state courts located in Columbia County, Florida, where our office is located, and you and we agree to those courts' jurisdiction.</p>
<p>If any part of these terms is found unenforceable, the rest still applies.</p>`,
      },
      {
        heading: 'Changes and contact',
        html: `<p>We may update these terms from time to time. When we do, we will change the date at the top of this page. The terms in effect when you use the site are the ones that apply.</p>
<p>Questions about these terms? Contact ${business.name}:</p>
<ul>
<li>E-mail: <a href="mailto:${business.email}">${business.email}</a></li>
<li>Phone: ${business.phone}</li>
<li>Mail: ${business.legalEntity}, ${mailingAddress}</li>
</ul>
<p>You can also reach us through our <a href="${staticPages.contact.path}">contact page</a>.</p>`,
      },
    ],
  },
}
