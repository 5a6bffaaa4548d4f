/**
 * Lighthouse CI's puppeteer script, which does nothing: with one set, LHCI launches one Chromium for all its runs and
 * each Lighthouse run connects to it, instead of starting and stopping a browser of its own (decision 0041).
 */
module.exports = async () => {}
