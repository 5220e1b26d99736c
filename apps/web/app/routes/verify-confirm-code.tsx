export default function Page() {
  return (
    <main>
      <h1>verify-confirm-code</h1>
    </main>
  );
}
