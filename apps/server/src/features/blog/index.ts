// The blog's front door for other features (decision 0116): the newsletter's dealer digest reads the posts here.
export { publishedPostsSince, type PublishedPost } from './blog.service'
