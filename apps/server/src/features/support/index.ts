// Support's front door for the other features: the pipeline asks for feedback on a delivery, the inbox on a solve.
export { offerFeedback, feedbackPathOf } from './support.service'
