export default function AuthSuccess() {
  return <h1>AuthSuccess</h1>
}
