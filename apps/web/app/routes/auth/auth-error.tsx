export default function AuthError() {
  return <h1>AuthError</h1>
}
