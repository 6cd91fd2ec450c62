/**
 * The two third-party tags a site may configure (SPEC §2 cookie dialog): the analytics tag (a Google
 * tag id) and the social pixel (a Meta pixel id). Each names the script it loads and the hosts it
 * talks to, for the page's Content-Security-Policy.
 */
export const THIRD_PARTY_TAGS = {
  analytics: {
    scriptUrl: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  pixel: {
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
} as const
export type ThirdPartyTag = keyof typeof THIRD_PARTY_TAGS
