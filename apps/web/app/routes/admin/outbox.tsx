export default function Outbox() {
  return <h1>Outbox</h1>
}
