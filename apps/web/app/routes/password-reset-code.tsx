export default function Page() {
  return (
    <main>
      <h1>password-reset-code</h1>
    </main>
  );
}
