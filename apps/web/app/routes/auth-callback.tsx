export default function Page() {
  return (
    <main>
      <h1>auth-callback</h1>
    </main>
  );
}
