export { ContactUsForm } from './contact-us-form'
export { SupportNow } from './support-now'
export { FeedbackForm } from './feedback-form'
export { FeedbackTable } from './feedback-table'
