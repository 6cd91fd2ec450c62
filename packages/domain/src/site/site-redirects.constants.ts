import { paths } from '../paths/paths'
/**
 * SPEC §2 fixed redirects (docs/decisions/0019): the dealer blog is the blog index filtered by the
 * tag Dealer; the three electric-car module paths of old campaigns go to their product pages.
 */
export const DEALER_BLOG_TARGET = paths.blog({ tag: 'Dealer' })

export const ELECTRIC_CAR_MODULE_REDIRECTS = {
  'tesla-model-3-power-module': paths.product('tesla-model-3-power-module'),
  'tesla-model-y-power-module': paths.product('tesla-model-y-power-module'),
  'ev-throttle-response-module': paths.product('ev-throttle-response-module'),
} as const
