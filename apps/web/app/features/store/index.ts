// The store feature's public face (decision 0073): the sale banner's drawing, which the back office's sale form
// previews (decision 0099).
export { SaleBannerView } from './components/sale-banner'
