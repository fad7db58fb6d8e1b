/* A harmless stand-in for a marketing tag: it only records that it ran. It is loaded only after the visitor
   allows marketing and analytics cookies (see CookieConsent in the design system). */
window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ event: 'fittizia_marketing_tag_loaded' });
